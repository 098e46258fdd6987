// A page in Chromium talks to a real SDK server on another origin (another port of 127.0.0.1):
// without CORS headers the browser gives only `TypeError: Failed to fetch`, which
// toElicitationCallError turns into a TransportError with the CORS hint; with the headers the
// README's "Connecting from a browser" lists (added by a proxy in front of the server), a
// 2025-11-25 session opens and its tools list; without Expose-Headers the page cannot read the
// session id.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@elicit-kit/test-support/chromium';
import { listenFetch, type RunningServer } from '@elicit-kit/test-support/listen';
import { startSdkServer, type RunningSdkServer } from '@elicit-kit/test-support/sdk-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransportError } from './errors.js';
import { toElicitationCallError } from './to-elicitation-call-error.js';

/** The headers packages/mcp/README.md tells a browser-facing MCP server to send (for the page's origin). */
function corsHeaders(origin: string, expose: boolean): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization, mcp-session-id, mcp-protocol-version, last-event-id',
    ...(expose && { 'access-control-expose-headers': 'mcp-session-id' }),
    vary: 'origin',
  };
}

/** A proxy in front of `upstream` that answers preflights and adds CORS headers, as a deployment would. */
function corsProxy(upstream: URL, expose: boolean): Promise<RunningServer> {
  return listenFetch(async (request) => {
    const cors = corsHeaders(request.headers.get('origin') ?? '*', expose);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    const headers = new Headers(request.headers);
    for (const name of ['host', 'origin', 'referer']) headers.delete(name);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const answer = await fetch(upstream, { method: request.method, headers, body });
    const out = new Headers(answer.headers);
    for (const name of ['content-encoding', 'content-length']) out.delete(name);
    for (const [name, value] of Object.entries(cors)) out.set(name, value);
    return new Response(answer.body, { status: answer.status, headers: out });
  });
}

/** What the page got: the session id it could read and the tools/list body, or the fetch error. */
type Outcome = { session: string | null; status?: number; body?: string } | { error: { name: string; message: string } };

/** Opens a 2025-11-25 session from the page (initialize, initialized, tools/list) with plain fetch, as the SDK's transport does. */
function openSession(page: Page, url: string): Promise<Outcome> {
  return page.evaluate(async (endpoint) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const post = (body: unknown, extra: Record<string, string> = {}) =>
      fetch(endpoint, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    try {
      const init = await post({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: { elicitation: {} }, clientInfo: { name: 'browser-host', version: '1.0.0' } },
      });
      const session = init.headers.get('mcp-session-id');
      await init.text();
      if (session === null) return { session };
      const inSession = { 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' };
      await (await post({ jsonrpc: '2.0', method: 'notifications/initialized' }, inSession)).text();
      const list = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, inSession);
      return { session, status: list.status, body: await list.text() };
    } catch (error) {
      return { error: { name: (error as Error).name, message: (error as Error).message } };
    }
  }, url);
}

describe('a browser host and a cross-origin MCP server', () => {
  let sdk: RunningSdkServer;
  let host: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    sdk = await startSdkServer();
    host = await listenFetch(async () => new Response('<!doctype html><title>host</title>', { headers: { 'content-type': 'text/html' } }), '/');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    page = await browser.newPage();
    await page.goto(host.url.href);
  });

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await sdk?.close();
  });

  it('without CORS headers: the opaque "Failed to fetch" becomes a TransportError with the CORS hint', async () => {
    const outcome = await openSession(page, sdk.url.href);
    expect(outcome).toStrictEqual({ error: { name: 'TypeError', message: 'Failed to fetch' } });
    if (!('error' in outcome)) return;
    // The page's error, as the SDK's transport rethrows it from client.connect().
    const error = toElicitationCallError(new TypeError(outcome.error.message));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ failure: 'network', hint: 'cors' });
    expect(error.message).toContain('Access-Control-Expose-Headers: mcp-session-id');
  });

  it('with the README’s headers: the session opens and its tools list', async () => {
    const proxy = await corsProxy(sdk.url, true);
    try {
      const outcome = await openSession(page, proxy.url.href);
      expect(outcome).toMatchObject({ session: expect.any(String), status: 200 });
      expect('body' in outcome && outcome.body).toContain('"tools"');
    } finally {
      await proxy.close();
    }
  });

  it('without Access-Control-Expose-Headers the page cannot read mcp-session-id', async () => {
    const proxy = await corsProxy(sdk.url, false);
    try {
      expect(await openSession(page, proxy.url.href)).toStrictEqual({ session: null });
    } finally {
      await proxy.close();
    }
  });
});
