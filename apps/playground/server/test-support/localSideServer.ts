/**
 * Starts the local side for tests the way the playground runs it: the real plugin inside a real
 * Vite server (dev or preview) on 127.0.0.1 and a free port, with a tiny page of its own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { TOKEN_HEADER, TOKEN_META_NAME, type Connection, type ConnectionSpec } from '../contract.js';
import { localSide, type LocalSideOptions } from '../plugin.js';

export const PAGE = '<!doctype html><html><head><title>local side test</title></head><body></body></html>';

export interface RunningLocalSide {
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  port: number;
  /** This run's token, read from the served page as the browser reads it. */
  token: string;
  /** `fetch` on the local side with the token (unless `headers` say otherwise). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Opens a connection; throws with the body unless 201. */
  open(spec: ConnectionSpec): Promise<Connection>;
  close(): Promise<void>;
}

/** Reads the token out of a page's HTML. */
export function tokenIn(html: string): string | undefined {
  return new RegExp(`<meta name="${TOKEN_META_NAME}" content="([^"]+)"`).exec(html)?.[1];
}

/** A page-like root: an index.html (and, for preview, a built copy in dist/). */
async function pageRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ek-local-side-'));
  await writeFile(join(root, 'index.html'), PAGE);
  return root;
}

/** The local side in Vite's dev server (`mode: 'dev'`, as `pnpm dev`) or preview server. */
export async function startLocalSide(
  options: LocalSideOptions & {
    mode?: 'dev' | 'preview';
    /** Vite's own Host check: `true` turns it off, leaving the local side's check alone in front. */
    allowedHosts?: true;
  } = {},
): Promise<RunningLocalSide> {
  const { mode = 'dev', allowedHosts, ...pluginOptions } = options;
  const root = await pageRoot();
  const common = { root, configFile: false as const, logLevel: 'silent' as const, plugins: [localSide(pluginOptions)] };
  let server: ViteDevServer | PreviewServer;
  if (mode === 'dev') {
    const dev = await createServer({
      ...common,
      server: { host: '127.0.0.1', port: 0, hmr: false, ...(allowedHosts ? { allowedHosts } : {}) },
      optimizeDeps: { noDiscovery: true },
    });
    await dev.listen();
    server = dev;
  } else {
    const { mkdir, copyFile } = await import('node:fs/promises');
    await mkdir(join(root, 'dist'));
    await copyFile(join(root, 'index.html'), join(root, 'dist', 'index.html'));
    server = await preview({ ...common, preview: { host: '127.0.0.1', port: 0, ...(allowedHosts ? { allowedHosts } : {}) } });
  }
  const address = server.httpServer?.address();
  if (address === null || typeof address !== 'object') throw new Error('Vite did not listen');
  const origin = `http://127.0.0.1:${address.port}`;
  const html = await (await fetch(`${origin}/`, { headers: { accept: 'text/html' } })).text();
  const token = tokenIn(html);
  if (!token) throw new Error(`no token in the page: ${html}`);

  const localFetch = (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has(TOKEN_HEADER)) headers.set(TOKEN_HEADER, token);
    return fetch(`${origin}${path}`, { ...init, headers });
  };
  return {
    origin,
    port: address.port,
    token,
    fetch: localFetch,
    async open(spec) {
      const response = await localFetch('/_ek/connections', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });
      const body = (await response.json()) as { connection?: Connection };
      if (response.status !== 201 || !body.connection) throw new Error(`open failed (${response.status}): ${JSON.stringify(body)}`);
      return body.connection;
    },
    async close() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * A raw HTTP request with any `Host` header (fetch does not let a caller set it), as a page on a
 * rebound DNS name would send it.
 */
export function rawRequest(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
    req.end(body);
  });
}
