/**
 * The SDK test server and bound clients for the whole-stack tests: one server per file, and
 * every client connected by a test closed after it (after the host is unmounted).
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { BindElicitationOptions } from '@elicit-kit/mcp';
import { connectBound, type BoundClient } from '@elicit-kit/mcp/test-support/sdk-client';
import { startSdkServer, type RunningSdkServer, type WireMessage } from '@elicit-kit/test-support/sdk-server';

/** Starts the SDK server for this file; `connect` gives a bound client closed after the test. */
export function useSdkStack(): {
  server: () => RunningSdkServer;
  connect: (era?: 'auto' | 'legacy', options?: Partial<Omit<BindElicitationOptions, 'onError'>>) => Promise<BoundClient>;
  /** The `tools/call` requests received since `from` (an index into the wire log). */
  toolCallsSince: (from: number) => WireMessage[];
} {
  let server: RunningSdkServer | undefined;
  const open: BoundClient[] = [];
  beforeAll(async () => {
    server = await startSdkServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    // Unmount the host first: closing a client withdraws its open cards.
    cleanup();
    await Promise.allSettled(open.splice(0).map((bound) => bound.client.close()));
  });
  const running = (): RunningSdkServer => {
    if (server === undefined) throw new Error('the SDK server is not running');
    return server;
  };
  return {
    server: running,
    async connect(era = 'auto', options = {}) {
      const bound = await connectBound(running().url, era, options);
      open.push(bound);
      return bound;
    },
    toolCallsSince: (from) =>
      running()
        .wire.slice(from)
        .flatMap((request) => (request.body?.method === 'tools/call' ? [request.body] : [])),
  };
}
