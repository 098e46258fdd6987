/**
 * The local side's refusals, each against a real Vite server running the plugin: a page on
 * another site, a rebound DNS name, a request without (or with a wrong) token, and a start on a
 * non-loopback host. Stdio spawning is tried through each refusal and must never happen.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER, type ErrorBody } from './contract.js';
import { localSide, NonLoopbackHostError } from './plugin.js';
import { readEvents } from './test-support/events.js';
import { PAGE, rawRequest, startLocalSide, tokenIn, type RunningLocalSide } from './test-support/localSideServer.js';

let side: RunningLocalSide;
let scratch: string;
beforeAll(async () => {
  // Vite's own Host check off: the local side's checks alone stand in front (a config may turn Vite's off).
  side = await startLocalSide({ allowedHosts: true });
  scratch = await mkdtemp(join(tmpdir(), 'ek-refusals-'));
});
afterAll(async () => {
  await side?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A stdio spec that leaves a file behind if it ever runs. */
const marking = (name: string) => ({
  kind: 'stdio' as const,
  command: process.execPath,
  args: ['-e', `require('fs').writeFileSync(${JSON.stringify(join(scratch, name))}, 'ran')`],
});

async function refusalOf(response: Response): Promise<ErrorBody['error']> {
  expect(response.status).toBe(403);
  return ((await response.json()) as ErrorBody).error;
}

describe('the token', () => {
  it('is a fresh random value per start, delivered in the page', async () => {
    const other = await startLocalSide();
    try {
      expect(side.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.token).not.toBe(side.token);
    } finally {
      await other.close();
    }
  });

  it('is required: no header is refused (missing-token), before any spawn', async () => {
    const response = await fetch(`${side.origin}/_ek/connections`, { method: 'POST', body: JSON.stringify(marking('no-token')) });
    expect(await refusalOf(response)).toMatchObject({ category: 'refused', reason: 'missing-token' });
  });

  it('must match: a wrong one is refused (wrong-token), as is the right one with a character changed', async () => {
    const flipped = side.token.slice(0, -1) + (side.token.endsWith('A') ? 'B' : 'A');
    for (const token of ['guess', flipped, `${side.token}x`]) {
      const response = await side.fetch('/_ek/connections', {
        method: 'POST',
        headers: { [TOKEN_HEADER]: token },
        body: JSON.stringify(marking('wrong-token')),
      });
      expect(await refusalOf(response)).toMatchObject({ category: 'refused', reason: 'wrong-token' });
    }
  });

  it('guards every path: info, a connection, its MCP endpoint and its events', async () => {
    const connection = await side.open({ kind: 'http', url: 'http://127.0.0.1:9/mcp' });
    for (const [path, method] of [
      ['/_ek/info', 'GET'],
      [`/_ek/connections/${connection.id}`, 'GET'],
      [`/_ek/connections/${connection.id}`, 'DELETE'],
      [`/_ek/connections/${connection.id}/mcp`, 'POST'],
      [`/_ek/connections/${connection.id}/events`, 'GET'],
    ] as const) {
      const response = await fetch(`${side.origin}${path}`, { method });
      expect((await refusalOf(response)).reason, `${method} ${path}`).toBe('missing-token');
    }
    // The refused DELETE did not close it.
    expect((await side.fetch(`/_ek/connections/${connection.id}`)).status).toBe(200);
  });
});

describe('Origin', () => {
  it('a page on another site is refused even with the token (foreign-origin)', async () => {
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:${side.port + 1}`, `https://127.0.0.1:${side.port}`]) {
      const response = await side.fetch('/_ek/connections', { method: 'POST', headers: { origin }, body: JSON.stringify(marking('foreign-origin')) });
      expect((await refusalOf(response)).reason, origin).toBe('foreign-origin');
    }
  });

  it('a cross-site fetch is refused by Sec-Fetch-Site too', async () => {
    const response = await side.fetch('/_ek/info', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect((await refusalOf(response)).reason).toBe('foreign-origin');
  });

  it('the page itself passes, by either loopback name', async () => {
    for (const origin of [side.origin, `http://localhost:${side.port}`]) {
      const response = await side.fetch('/_ek/info', { headers: { origin } });
      expect(response.status, origin).toBe(200);
    }
  });
});

describe('Host (DNS rebinding)', () => {
  it('a request addressed to another name is refused, with the right token and Origin (foreign-host)', async () => {
    for (const host of [`evil.example:${side.port}`, `127.0.0.1:${side.port + 1}`, '127.0.0.1', `localhost.:${side.port}`]) {
      const response = await rawRequest(side.port, '/_ek/connections', {
        method: 'POST',
        headers: { host, origin: `http://${host}`, [TOKEN_HEADER]: side.token, 'content-type': 'application/json' },
        body: JSON.stringify(marking('foreign-host')),
      });
      expect(response.status, host).toBe(403);
      expect((JSON.parse(response.body) as ErrorBody).error.reason, host).toBe('foreign-host');
    }
  });

  it("Vite's own check refuses foreign names first when it is on (defence in depth)", async () => {
    const guarded = await startLocalSide();
    try {
      const response = await rawRequest(guarded.port, '/_ek/info', { headers: { host: `evil.example:${guarded.port}`, [TOKEN_HEADER]: guarded.token } });
      expect(response.status).toBe(403);
      // A port Vite lets through is still refused by the local side.
      const wrongPort = await rawRequest(guarded.port, '/_ek/info', { headers: { host: `127.0.0.1:${guarded.port + 1}`, [TOKEN_HEADER]: guarded.token } });
      expect((JSON.parse(wrongPort.body) as ErrorBody).error.reason).toBe('foreign-host');
    } finally {
      await guarded.close();
    }
  });

  it('localhost:<port> is fine', async () => {
    const response = await rawRequest(side.port, '/_ek/info', { headers: { host: `localhost:${side.port}`, [TOKEN_HEADER]: side.token } });
    expect(response.status).toBe(200);
  });
});

describe('stdio spawning', () => {
  it('happens only for a request that passed every check', async () => {
    // The same spec, allowed: it runs (its exit is the connection's next state change).
    const connection = await side.open(marking('allowed'));
    const events = await readEvents(side, connection.id);
    await events.untilConnection((c) => c.state === 'exited');
    events.stop();
    expect(existsSync(join(scratch, 'allowed'))).toBe(true);
    // Every refused request above carried a spec that would have left its file by now.
    for (const name of ['no-token', 'wrong-token', 'foreign-origin', 'foreign-host']) expect(existsSync(join(scratch, name)), name).toBe(false);
  });
});

describe('loopback only', () => {
  it.each([['0.0.0.0'], ['::'], [true]])('the dev server refuses to start on host %s', async (host) => {
    const root = await mkdtemp(join(tmpdir(), 'ek-host-'));
    try {
      await expect(
        createServer({ root, configFile: false, logLevel: 'silent', plugins: [localSide()], server: { host, port: 0, hmr: false } }).then(async (server) => {
          await server.close();
          return server;
        }),
      ).rejects.toThrow(NonLoopbackHostError);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('vite preview refuses a non-loopback host too, with words that say why', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ek-host-'));
    try {
      await expect(preview({ root, configFile: false, logLevel: 'silent', plugins: [localSide()], preview: { host: '0.0.0.0', port: 0 } })).rejects.toThrow(
        /only listens on loopback \(127\.0\.0\.1\); refusing host '0\.0\.0\.0'/,
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('preview and build', () => {
  it('vite preview serves the built page with a token and guards /_ek/ the same way', async () => {
    const served = await startLocalSide({ mode: 'preview' });
    try {
      expect((await served.fetch('/_ek/info')).status).toBe(200);
      expect((await refusalOf(await fetch(`${served.origin}/_ek/info`))).reason).toBe('missing-token');
    } finally {
      await served.close();
    }
  });

  it('a build never carries a token', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ek-build-'));
    try {
      await writeFile(join(root, 'index.html'), PAGE);
      await build({ root, configFile: false, logLevel: 'silent', plugins: [localSide()] });
      expect(tokenIn(await readFile(join(root, 'dist', 'index.html'), 'utf8'))).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
