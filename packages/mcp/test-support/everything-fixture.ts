/**
 * One server-everything per test file, a bound client per test, and readers of its tool
 * results: shared by the integration and whole-stack tests against it.
 */
import { bindElicitation } from '../src/index.js';
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { Client, StreamableHTTPClientTransport, type CallToolResult } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startEverything, type RunningEverything } from './everything.js';

/** Who asks, as the host (the tests) knows the server. */
export const EVERYTHING = { name: 'everything', title: 'Everything reference server' };

/** The file's server and a way to connect a bound client (closed after each test). */
export interface EverythingFixture {
  /** The running server (after `beforeAll`). */
  server(): RunningEverything;
  /** A client bound to a fresh queue, both modes declared, connected with `auto` negotiation (→ 2025-11-25). */
  connect(): Promise<{ client: Client; queue: ElicitationQueue }>;
}

/** Starts server-everything for this test file; call at the top level of the file. */
export function useEverything(clientName: string): EverythingFixture {
  let server: RunningEverything | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startEverything();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((client) => client.close()));
  });
  const running = (): RunningEverything => {
    if (server === undefined) throw new Error('server-everything is not running yet (use it inside a test)');
    return server;
  };
  return {
    server: running,
    async connect() {
      const client = new Client({ name: clientName, version: '0.0.0' }, { versionNegotiation: { mode: 'auto' } });
      clients.push(client);
      const queue = createElicitationQueue();
      bindElicitation(client, queue, { server: EVERYTHING, modes: { form: true, url: true } });
      await client.connect(new StreamableHTTPClientTransport(running().url));
      return { client, queue };
    },
  };
}

/** The text blocks of a tool result. */
export function texts(result: CallToolResult): string[] {
  return result.content.flatMap((block) => (block.type === 'text' ? [block.text] : []));
}

/** The tool's echo of what it received: `Raw result: {…}` in a text block. */
export function rawResult(result: CallToolResult): unknown {
  const raw = texts(result).find((text) => text.includes('Raw result:'));
  return raw === undefined ? undefined : JSON.parse(raw.slice(raw.indexOf('{')));
}
