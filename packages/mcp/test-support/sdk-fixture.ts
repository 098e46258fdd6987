/**
 * The lifecycle every integration test file of `@elicit-kit/mcp` shares: one real SDK server
 * per file, and whatever a test leaves behind (clients, scripted people, raw hooks) cleaned up
 * after it, so no test can leak into the next.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { actAsPerson, connectBound } from './sdk-client.js';
import type { BoundClient, Person } from './sdk-client.js';
import { startSdkServer } from '@elicit-kit/test-support/sdk-server';
import type { RunningSdkServer, WireMessage } from '@elicit-kit/test-support/sdk-server';

/** What a test file gets from {@link useSdkServer}. */
export interface SdkFixture {
  /** The file's server, started before its first test. */
  readonly server: RunningSdkServer;
  /** Runs `cleanup` after the current test, the latest first (a raw hook's remover, another client's close). */
  after(cleanup: () => unknown): void;
  /** {@link connectBound} to the file's server; the client is closed after the test. */
  connect(era: 'auto' | 'legacy', options?: Parameters<typeof connectBound>[2]): Promise<BoundClient>;
  /** {@link actAsPerson}; the person stops watching after the test. */
  person(...args: Parameters<typeof actAsPerson>): Person;
  /** The `tools/call` requests the server received since `from` (an index into its wire log). */
  toolCallsSince(from: number): WireMessage[];
}

/** Registers the file's hooks and returns its {@link SdkFixture}. Call it once, at the top of a test file. */
export function useSdkServer(): SdkFixture {
  let server: RunningSdkServer | undefined;
  const cleanups: Array<() => unknown> = [];
  beforeAll(async () => {
    server = await startSdkServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const fixture: SdkFixture = {
    get server() {
      if (server === undefined) throw new Error('The SDK server starts in beforeAll; use it inside a test.');
      return server;
    },
    after: (cleanup) => void cleanups.push(cleanup),
    async connect(era, options) {
      const bound = await connectBound(fixture.server.url, era, options);
      fixture.after(() => bound.client.close());
      return bound;
    },
    person(...args) {
      const person = actAsPerson(...args);
      fixture.after(person.stop);
      return person;
    },
    toolCallsSince: (from) => fixture.server.wire.slice(from).flatMap((request) => (request.body?.method === 'tools/call' ? [request.body] : [])),
  };
  return fixture;
}
