/**
 * The lifecycle each interop test file shares: one real framework server per file, started
 * before its first test and stopped after its last; each test's clients closed after it.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectHost } from './host.js';
import type { Host, Negotiation } from './host.js';
import type { RunningServer } from '@elicit-kit/test-support/listen';

/** What a test file gets from {@link useServer}. */
export interface ServerFixture<S extends RunningServer> {
  /** The file's server. */
  readonly server: S;
  /** A bound client connected to the file's server; closed after the test. */
  connect(negotiation: Negotiation): Promise<Host>;
}

/** Registers the file's hooks around `start`. Call it once, at the top of a test file. */
export function useServer<S extends RunningServer>(start: () => Promise<S>): ServerFixture<S> {
  let server: S | undefined;
  const clients: Host[] = [];
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const host of clients.splice(0)) await host.client.close();
  });
  return {
    get server() {
      if (server === undefined) throw new Error('The server starts in beforeAll; use it inside a test.');
      return server;
    },
    async connect(negotiation) {
      const host = await connectHost(this.server.url, negotiation);
      clients.push(host);
      return host;
    },
  };
}
