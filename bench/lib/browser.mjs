// @ts-check
// The browser side shared by the React and MCP benchmarks: a cross-origin isolated loopback
// server for the page bundles (performance.now() gets 5 µs resolution) and opening a page.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const hook = readFileSync(fileURLToPath(new URL('../react/page/hook.js', import.meta.url)));

/**
 * Serves `/<id>.html` and `/<id>.js` for every page in `pages` (id → bundle text) and
 * `/hook.js` (the DevTools hook, loaded before React) from 127.0.0.1, with COOP/COEP.
 * @param {Map<string, string>} pages
 * @returns {Promise<import('node:http').Server>}
 */
export function serve(pages) {
  const server = createServer((req, res) => {
    const headers = {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': 'no-store',
    };
    const m = /^\/([A-Za-z0-9-]+)\.(html|js)$/.exec(req.url ?? '');
    if (req.url === '/hook.js') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript' }).end(hook);
    } else if (m?.[1] !== undefined && pages.has(m[1])) {
      const id = m[1];
      if (m[2] === 'html') {
        res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${id}</title><script src="/hook.js"></script></head><body><script src="/${id}.js"></script></body></html>`,
        );
      } else res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript' }).end(pages.get(id));
    } else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The base URL of a server from {@link serve} (it listens on a TCP port of 127.0.0.1).
 * @param {import('node:http').Server} server
 */
export function baseUrlOf(server) {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the page server is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A fresh context and page at `${base}/${id}.html`, once `window.__bench` is set and the page is isolated.
 * @param {import('playwright-core').Browser} browser @param {string} base @param {string} id
 */
export async function openPage(browser, base, id) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/${id}.html`);
  // The page's harness sets `window.__bench` (bench/react/page/harness.jsx).
  await page
    .waitForFunction(() => /** @type {any} */ (window).__bench !== undefined, null, { timeout: 10000 })
    .catch(() => {
      throw new Error(`page ${id} did not start: ${errors.join('; ')}`);
    });
  if (!(await page.evaluate(() => /** @type {any} */ (window).__bench?.isolated))) throw new Error('page is not cross-origin isolated');
  return { context, page, errors };
}
