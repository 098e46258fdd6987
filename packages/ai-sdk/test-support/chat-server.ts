// A chat server in the test's own process, for the browser-side tests: the chat route streams
// with the AI SDK's createUIMessageStream and the bridge; its "tool" elicits through the MCP
// client's handler (as @ai-sdk/mcp calls it), then answers in text; the answer route is the
// bridge's. `fetch` routes a request to either, as a server would.
import { createUIMessageStream, createUIMessageStreamResponse, type UIMessage } from 'ai';
import type { ElicitationDataParts } from '../src/part/types.js';
import { createElicitationBridge } from '../src/server/bridge.js';
import type { ElicitationCapableClient } from '../src/server/types.js';
import { bookingParams } from './chat-harness.js';

type ChatMessage = UIMessage<unknown, ElicitationDataParts>;

/** A chat server: the "tool" elicits through the MCP client's handler, as @ai-sdk/mcp calls it, then answers in text. */
export function chatServer(timeoutMs?: number) {
  const bridge = createElicitationBridge({ server: { name: 'flights', title: 'Flight search' }, timeoutMs });
  const answersPosted: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://chat.test'), init);
    if (request.url.endsWith('/api/elicitation')) {
      answersPosted.push(await request.clone().json());
      return bridge.handleAnswer(request);
    }
    const { id: chatId } = (await request.json()) as { id: string };
    let handler: Parameters<ElicitationCapableClient['onElicitationRequest']>[1] | undefined;
    const client: ElicitationCapableClient = { onElicitationRequest: (_schema, h) => void (handler = h) };
    const stream = createUIMessageStream<ChatMessage>({
      execute: async ({ writer }) => {
        bridge.attach(client, { writer, chatId, signal: request.signal });
        const result = await handler!({ method: 'elicitation/create', params: bookingParams as never });
        const text = result.action === 'accept' ? `Booked for ${String(result.content?.name)}.` : `Not booked (${result.action}).`;
        writer.write({ type: 'text-start', id: 't' });
        writer.write({ type: 'text-delta', id: 't', delta: text });
        writer.write({ type: 'text-end', id: 't' });
      },
    });
    return createUIMessageStreamResponse({ stream });
  };
  return { bridge, fetch, answersPosted };
}
