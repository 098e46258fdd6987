// @vitest-environment jsdom
/**
 * The page's client of the local side (`localSide.ts`) against the real local side: the page's
 * HTML as served (with this run's token) in jsdom at the local side's origin, and a real stdio
 * MCP server opened, watched, connected to with the SDK client and closed through it.
 */
import { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everythingEntry } from '@elicit-kit/test-support/everything';
import type { ConnectionEvent } from '../../server/contract.js';
import { startLocalSide, type RunningLocalSide } from '../../server/test-support/localSideServer.js';
import { closeConnection, connectionInfo, LocalSideError, localSideToken, localSideTransport, openConnection, watchConnection } from './localSide.js';

declare const jsdom: { reconfigure(options: { url: string }): void };

/** Starts real servers: more than the project's default 5 s on a busy machine. */
const SERVER_TIMEOUT_MS = 60_000;

let side: RunningLocalSide;
beforeAll(async () => {
  side = await startLocalSide();
  // The page as the browser gets it: at the playground's origin, with the served <head>.
  jsdom.reconfigure({ url: `${side.origin}/` });
  const html = await (await fetch(`${side.origin}/`)).text();
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
}, SERVER_TIMEOUT_MS);
afterAll(async () => {
  await side?.close();
});

describe('localSide', () => {
  it('reads the token the local side put into the page', () => {
    expect(localSideToken()).toBe(side.token);
  });

  it(
    'opens a stdio server, watches it, connects the SDK client through it, and closes it',
    async () => {
      const connection = await openConnection({ kind: 'stdio', command: process.execPath, args: [everythingEntry(), 'stdio'] });
      expect(connection.state).toBe('open');
      const events: ConnectionEvent[] = [];
      const watching = new AbortController();
      const watched = watchConnection(connection.id, (event) => events.push(event), watching.signal);

      const client = new Client({ name: 'local-side-page-test', version: '0.0.1' });
      await client.connect(localSideTransport(connection));
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('echo');
      await client.close();

      expect((await connectionInfo(connection.id)).state).toBe('open');
      await closeConnection(connection.id);
      // The watch ends by itself once the connection is closed, its last event saying so.
      await watched;
      expect(events[0]).toMatchObject({ type: 'connection', connection: { id: connection.id, state: 'open' } });
      expect(events.at(-1)).toMatchObject({ type: 'connection', connection: { state: 'closed' } });
      // Closing what is gone is fine; reading it says it is gone, in words.
      await closeConnection(connection.id);
      await expect(connectionInfo(connection.id)).rejects.toMatchObject({ failure: { category: 'unknown-connection' }, status: 404 });
    },
    SERVER_TIMEOUT_MS,
  );

  it('says why an open failed', async () => {
    const failed = openConnection({ kind: 'stdio', command: 'ek-no-such-command' });
    await expect(failed).rejects.toBeInstanceOf(LocalSideError);
    await expect(failed).rejects.toMatchObject({
      failure: { category: 'command-not-found' },
      message: expect.stringContaining("'ek-no-such-command' was not found"),
    });
  });

  it('a page without the token says how to get one', () => {
    const meta = document.head.querySelector('meta[name="elicit-kit-token"]')!;
    meta.remove();
    try {
      expect(() => localSideToken()).toThrow(/open it from `pnpm dev`/);
    } finally {
      document.head.append(meta);
    }
  });
});
