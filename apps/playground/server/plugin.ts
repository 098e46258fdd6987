import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { TOKEN_META_NAME } from './contract.js';
import { isLoopbackListenHost } from './guard.js';
import { ConnectionRegistry } from './registry.js';
import { createLocalSideRoutes } from './routes.js';

export interface LocalSideOptions {
  /** The demo server's MCP URL (reported by `GET /_ek/info`). */
  demoServerUrl?: string;
  /** Where stdio commands run by default; the repository's root unless given. */
  defaultCwd?: string;
}

/** Thrown when Vite is told to listen beyond this machine. */
export class NonLoopbackHostError extends Error {
  constructor(host: string | boolean | undefined) {
    super(`The playground's local side runs commands on this machine, so it only listens on loopback (127.0.0.1); refusing host '${String(host)}'.`);
    this.name = 'NonLoopbackHostError';
  }
}

const tokenMeta = (token: string): string => `<meta name="${TOKEN_META_NAME}" content="${token}" />`;

/**
 * The playground's local side as a Vite plugin (dev and preview): the `/_ek/` endpoints of
 * server/README.md, a fresh token per start in index.html's `<meta name="elicit-kit-token">`,
 * loopback only, and every connection closed (every child killed) when the server stops.
 */
export function localSide(options: LocalSideOptions = {}): Plugin {
  const token = randomBytes(32).toString('base64url');
  // Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL for web code.
  const defaultCwd = options.defaultCwd ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  let serving = false;

  function install(server: ViteDevServer | PreviewServer, host: string | boolean | undefined): ConnectionRegistry {
    if (!isLoopbackListenHost(host)) throw new NonLoopbackHostError(host);
    const registry = new ConnectionRegistry(defaultCwd);
    server.middlewares.use(createLocalSideRoutes({ token, registry, demoServerUrl: options.demoServerUrl }));
    server.httpServer?.once('close', () => void registry.closeAll());
    return registry;
  }

  let devRegistry: ConnectionRegistry | undefined;
  return {
    name: 'elicit-kit:local-side',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    configureServer(server) {
      devRegistry = install(server, server.config.server.host);
    },
    async closeBundle() {
      // Vite's dev server calls this on close, before the process may exit: children go first.
      await devRegistry?.closeAll();
    },
    configurePreviewServer(server) {
      install(server, server.config.preview.host);
      // The built index.html has no token (a build must never carry one): add this run's.
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (!isPageRequest(req)) return next();
        readFile(join(outDir, 'index.html'), 'utf8').then(
          (html) => {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
            res.end(html.replace('</head>', `  ${tokenMeta(token)}\n  </head>`));
          },
          (error: unknown) => next(error),
        );
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!serving) return html;
        return html.replace('</head>', `  ${tokenMeta(token)}\n  </head>`);
      },
    },
  };
}

/** A navigation to one of the app's pages (not an asset, not the local side, not `/mcp`). */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  if (path.startsWith('/_ek/') || path === '/mcp' || path.startsWith('/assets/')) return false;
  return path === '/' || path.endsWith('.html') || (!/\.[a-z0-9]+$/i.test(path) && (req.headers.accept ?? '').includes('text/html'));
}
