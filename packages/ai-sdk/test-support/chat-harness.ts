// A chat request as a route runs it, for tests and the benchmark: the AI SDK's real UI message
// stream (createUIMessageStream) with the bridge attached, read like a browser would, and a
// stand-in for the @ai-sdk/mcp client that only keeps the elicitation handler the bridge
// registers (the integration tests use the real client against the demo server).
import { createUIMessageStream } from 'ai';
import type { ServerIdentity } from '@elicit-kit/core';
import type { ElicitationDataPart, ElicitationPartData } from '../src/part/types.js';
import type { ElicitationBridge, ElicitationCapableClient } from '../src/server/types.js';

type Handler = Parameters<ElicitationCapableClient['onElicitationRequest']>[1];

export interface TestChat {
  /** What the MCP server would send: `elicitation/create` params; resolves with what goes back. */
  ask(params: unknown): Promise<{ action: string; content?: Record<string, unknown> | undefined }>;
  /** Every data-elicitation part written so far, in order. */
  readonly parts: ElicitationPartData[];
  /** The first part matching `match`, among those written from index `from` on (default 0), or the next one to come. */
  part(match: (data: ElicitationPartData) => boolean, from?: number): Promise<ElicitationPartData>;
  /** The browser goes away: cancels the response stream. */
  disconnect(): Promise<void>;
  /** The route's work is done: the stream may finish. */
  end(): void;
  attachment: ReturnType<ElicitationBridge['attach']>;
}

/**
 * Opens a chat request on `bridge`. With `client` (a real `@ai-sdk/mcp` client), that client is
 * attached and its server asks; without, a stand-in keeps the handler for {@link TestChat.ask}.
 */
export function openChat(
  bridge: ElicitationBridge,
  { client: realClient, ...options }: { chatId: string; signal?: AbortSignal; timeoutMs?: number; server?: ServerIdentity; client?: ElicitationCapableClient },
): TestChat {
  let handler: Handler | undefined;
  const client: ElicitationCapableClient = realClient ?? {
    onElicitationRequest: (_schema, h) => void (handler = h),
  };
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let attachment!: ReturnType<ElicitationBridge['attach']>;
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      attachment = bridge.attach(client, { writer, ...options });
      await ended;
    },
  });
  const parts: ElicitationPartData[] = [];
  const waiters = new Set<{ match: (d: ElicitationPartData) => boolean; resolve: (d: ElicitationPartData) => void }>();
  const reader = stream.getReader();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done) return;
      if ((value as { type: string }).type !== 'data-elicitation') continue;
      const data = (value as unknown as ElicitationDataPart).data;
      parts.push(data);
      for (const waiter of waiters) {
        if (!waiter.match(data)) continue;
        waiters.delete(waiter);
        waiter.resolve(data);
      }
    }
  })();
  return {
    ask: (params) => {
      if (!handler) throw new Error(realClient ? 'a real client is attached: its server asks' : 'the bridge registered no elicitation handler');
      return Promise.resolve(handler({ method: 'elicitation/create', params: params as never }));
    },
    parts,
    part: (match, from = 0) => {
      let found: ElicitationPartData | undefined;
      for (let i = from; i < parts.length && !found; i++) if (match(parts[i]!)) found = parts[i];
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.add({ match, resolve }));
    },
    disconnect: () => reader.cancel(),
    end,
    get attachment() {
      return attachment;
    },
  };
}

/** A POST to the answer route as the browser sends it. */
export function answerRequest(body: unknown, init: { headers?: Record<string, string>; method?: string } = {}): Request {
  return new Request('http://chat.test/api/elicitation', {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A form request as an MCP server sends it. */
export const bookingParams = {
  message: 'Book the flight?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      seats: { type: 'integer', minimum: 1, maximum: 9 },
    },
    required: ['name'],
  },
} as const;
