/**
 * The host side of every interop test: a real SDK 2.4.0 client bound to a core queue through
 * `@elicit-kit/mcp`, whose transport records the raw `elicitation/create` params, and a scripted
 * person answering through the queue as the UI would.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import type { ElicitationQueue, ElicitResult, PendingElicitation } from '@elicit-kit/core';
import { bindElicitation, callWithElicitation } from '@elicit-kit/mcp';
import type { ElicitationBinding, ElicitationCallError } from '@elicit-kit/mcp';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { actAsPerson, firstText } from '@elicit-kit/mcp/test-support/sdk-client';
import type { Person } from '@elicit-kit/mcp/test-support/sdk-client';
import { recordingFetch } from './raw-elicitations.js';
import type { RawElicitation } from './raw-elicitations.js';

/** `auto` negotiates 2026-07-28 where the server offers it; `legacy` stays on the session protocol (2025-11-25 or older). */
export type Negotiation = 'auto' | 'legacy';

/** A connected, bound client. */
export interface Host {
  client: Client;
  queue: ElicitationQueue;
  binding: ElicitationBinding;
  /** Everything the binding reported through `onError` (InvalidContentError when it refused to send content). */
  errors: ElicitationCallError[];
  /** Every elicitation request the server sent, raw. */
  raw: RawElicitation[];
}

/**
 * Creates a client with `negotiation`, binds it (form + URL) and connects it to `url`; `base` is
 * the `fetch` under the recorder (to watch the whole exchange).
 */
export async function connectHost(url: URL, negotiation: Negotiation, base: typeof fetch = fetch): Promise<Host> {
  const client = new Client({ name: 'elicit-kit-interop', version: '0.0.0' }, { versionNegotiation: { mode: negotiation } });
  const queue = createElicitationQueue();
  const errors: ElicitationCallError[] = [];
  const binding = bindElicitation(client, queue, {
    server: { name: 'Interop server' },
    modes: { form: true, url: true },
    onError: (error) => errors.push(error),
  });
  const raw: RawElicitation[] = [];
  await client.connect(new StreamableHTTPClientTransport(url, { fetch: recordingFetch(raw, base) }));
  return { client, queue, binding, errors, raw };
}

/** What the person does with each entry. */
export type Answer = ElicitResult | ((entry: PendingElicitation) => ElicitResult);

/** What a tool call through the kit came to. */
export interface Outcome {
  /** What the server's tool says it received (its result's JSON text). */
  received: unknown;
  /** Every entry the person saw. */
  seen: PendingElicitation[];
}

/**
 * How the host calls: the kit's manual loop (`callWithElicitation`), or the SDK's own
 * `client.callTool` (its auto mode on 2026-07-28), where only the binding's handler takes part.
 */
export type CallPath = 'callWithElicitation' | 'client.callTool';

/**
 * Calls `tool` while a person answers every entry with `answer`, and reads back what the tool
 * received. The legs of a 2025 call stay open while the person thinks, so the SDK's per-request
 * timeout is raised for slow machines.
 */
export async function callTool(host: Host, tool: string, answer: Answer, path: CallPath = 'callWithElicitation'): Promise<Outcome> {
  const person: Person = actAsPerson(host.queue, (entry) => (typeof answer === 'function' ? answer(entry) : answer));
  const params = { name: tool, arguments: {} };
  const requestOptions = { timeout: 55_000 };
  try {
    const result =
      path === 'callWithElicitation'
        ? await callWithElicitation(host.client, 'tools/call', params, host.queue, { requestOptions })
        : await host.client.callTool(params, requestOptions);
    return { received: parseText(firstText(result as Record<string, unknown>)), seen: person.seen };
  } finally {
    person.stop();
  }
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
