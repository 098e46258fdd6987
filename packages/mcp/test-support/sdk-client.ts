/**
 * A real SDK 2.4.0 client bound to a real queue, and a scripted person answering through
 * `queue.respond` (as the UI does), for the integration tests of `@elicit-kit/mcp`.
 */
import { createElicitationQueue } from '@elicit-kit/core';
import type { ElicitationQueue, ElicitResult, PendingElicitation, ServerIdentity } from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { bindElicitation } from '../src/index.js';
import type { BindElicitationOptions, ElicitationBinding, ElicitationCallError, McpClient } from '../src/index.js';

/** Who asks, as the host knows the test server (not its serverInfo, C28). */
export const TEST_SERVER: ServerIdentity = { name: 'Test airline', title: 'Airline (test)' };

/** A connected, bound client. */
export interface BoundClient {
  client: Client;
  queue: ElicitationQueue;
  binding: ElicitationBinding;
  /** Everything the binding reported through `onError`. */
  errors: ElicitationCallError[];
}

/** How a test binds a client: any binding option but `onError` (the fixture collects those), and the queue (default: a new one). */
export type TestBindOptions = Partial<Omit<BindElicitationOptions, 'onError'>> & { queue?: ElicitationQueue };

/**
 * Binds `client` to the queue with form and URL as {@link TEST_SERVER}, collecting what `onError`
 * reports, then connects it with `connect`: what every SDK's test client does the same way.
 */
export async function bindAndConnect<C extends McpClient>(
  client: C,
  connect: () => Promise<void>,
  options: TestBindOptions,
): Promise<{ client: C; queue: ElicitationQueue; binding: ElicitationBinding; errors: ElicitationCallError[] }> {
  const { queue = createElicitationQueue(), ...bindOptions } = options;
  const errors: ElicitationCallError[] = [];
  const binding = bindElicitation(client, queue, {
    server: TEST_SERVER,
    modes: { form: true, url: true },
    ...bindOptions,
    onError: (error) => errors.push(error),
  });
  await connect();
  return { client, queue, binding, errors };
}

/** Creates a client (2026-07-28 with `auto`, 2025-11-25 with `legacy`), binds it to `queue` (default: a new one), connects it. */
export async function connectBound(url: URL, era: 'auto' | 'legacy', options: TestBindOptions = {}): Promise<BoundClient> {
  const client = new Client({ name: 'elicit-kit-test-host', version: '0.0.1' }, { versionNegotiation: { mode: era } });
  return bindAndConnect(client, () => client.connect(new StreamableHTTPClientTransport(url)), options);
}

/** What the scripted person does with an entry: an answer, or nothing (leave it pending). */
export type Decision = ElicitResult | undefined;

/** A scripted person watching a queue. */
export interface Person {
  /** Every entry the person saw, in order. */
  seen: PendingElicitation[];
  /** Stops watching. */
  stop(): void;
}

/** Answers each new pending entry once with `decide(entry)`, the way a person clicks. */
export function actAsPerson(queue: ElicitationQueue, decide: (entry: PendingElicitation) => Decision): Person {
  const seen: PendingElicitation[] = [];
  const handled = new Set<string>();
  const look = (): void => {
    for (const entry of queue.getSnapshot().pending) {
      if (handled.has(entry.id)) continue;
      handled.add(entry.id);
      seen.push(entry);
      const answer = decide(entry);
      // Answer outside the listener, as a click would.
      if (answer !== undefined) queueMicrotask(() => queue.respond(entry.id, answer));
    }
  };
  const unsubscribe = queue.subscribe(look);
  look();
  return { seen, stop: unsubscribe };
}

/** The mode of an entry's params (`form` when absent, C7). */
export function modeOf(entry: PendingElicitation): 'form' | 'url' {
  return (entry.params as { mode?: unknown }).mode === 'url' ? 'url' : 'form';
}

/** The text of a tool result's first content block. */
export function firstText(result: Record<string, unknown>): string {
  const content = result.content as Array<{ type: string; text?: string }> | undefined;
  return content?.[0]?.text ?? '';
}
