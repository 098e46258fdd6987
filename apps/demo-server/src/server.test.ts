import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startDemoServer } from './server.js';
import { useDemoServer } from './test-support/demo-fixture.js';
import { DEMO_TOOLS } from './tools/index.js';

const demo = useDemoServer();

describe('the demo server', () => {
  it.each(['modern', 'legacy'] as const)('lists exactly DEMO_TOOLS, in order (%s client)', async (era) => {
    const bound = await demo.connect(era);

    const { tools } = await bound.client.listTools();

    expect(tools.map(({ name, title, description }) => ({ name, title, description }))).toEqual(DEMO_TOOLS);
    expect(DEMO_TOOLS.map((tool) => tool.name)).toEqual(['book_flight', 'deploy', 'connect_github', 'profile', 'onboarding', 'suspicious']);
  });

  it('GET /demo/answers lists every answer in order, across tools and eras; POST /demo/reset clears it', async () => {
    const modern = await demo.connect('modern');
    const legacy = await demo.connect('legacy');
    demo.person(modern, () => ({ action: 'decline' }));
    demo.person(legacy, () => ({ action: 'cancel' }));

    await demo.call(modern, 'profile');
    await demo.call(legacy, 'book_flight');

    expect(await demo.fetchAnswers()).toEqual([
      { tool: 'profile', key: 'profile', action: 'decline', era: '2026-07-28' },
      { tool: 'book_flight', key: 'trip', action: 'cancel', era: '2025-11-25' },
    ]);
    const reset = await fetch(new URL('/demo/reset', demo.server.mcpUrl), { method: 'POST' });
    expect(reset.status).toBe(204);
    expect(await demo.fetchAnswers()).toEqual([]);
  });

  it('GET /demo/requests on the sign-in port lists what visitors fetched (not its own test hooks)', async () => {
    const site = demo.server.signInOrigin;
    await fetch(new URL('/demo/reset', site), { method: 'POST' });

    await fetch(new URL('/terms?workspace=Acme', site));
    await fetch(new URL('/favicon.ico', site));
    await fetch(new URL('/login/oauth/authorize', site), { method: 'POST', body: new URLSearchParams({ state: 'nope' }) });

    const requests = await fetch(new URL('/demo/requests', site));
    expect(await requests.json()).toEqual([
      { method: 'GET', path: '/terms?workspace=Acme' },
      { method: 'GET', path: '/favicon.ico' },
      { method: 'POST', path: '/login/oauth/authorize' },
    ]);
    expect(demo.server.signInRequests()).toHaveLength(3);
  });

  it('serves the sign-in pages locked down: no scripts, no framing, forms only to itself', async () => {
    const page = await fetch(new URL('/terms', demo.server.signInOrigin));

    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).not.toContain('<script');
  });

  it('answers 404 elsewhere, and 403 on either port to a foreign Host (DNS rebinding)', async () => {
    expect((await fetch(new URL('/nothing', demo.server.mcpUrl))).status).toBe(404);

    expect(await statusWithHost(new URL('/demo/answers', demo.server.mcpUrl), 'evil.example')).toBe(403);
    expect(await statusWithHost(new URL('/terms', demo.server.signInOrigin), 'evil.example')).toBe(403);
    expect(await statusWithHost(new URL('/terms', demo.server.signInOrigin), 'localhost')).toBe(200);
  });

  it('links to the sign-in site under signInHost, and lets that name in', async () => {
    const server = await startDemoServer({ port: 0, signInPort: 0, signInHost: 'github.localhost' });
    try {
      const origin = new URL(server.signInOrigin);
      expect(origin.hostname).toBe('github.localhost');
      // Node does not resolve *.localhost (Chromium does): connect to loopback, name the host.
      const loopback = new URL(`http://127.0.0.1:${origin.port}/terms`);
      expect(await statusWithHost(loopback, origin.host)).toBe(200);
      expect(await statusWithHost(new URL(`http://127.0.0.1:${new URL(server.mcpUrl).port}/demo/answers`), origin.host)).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('reports the URLs it listens on, and frees both ports on close', async () => {
    const server = await startDemoServer({ port: 0, signInPort: 0 });
    const { port } = new URL(server.mcpUrl);
    const signInPort = new URL(server.signInOrigin).port;
    expect(server.mcpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(server.signInOrigin).toMatch(/^http:\/\/localhost:\d+$/);
    await server.close();

    const again = await startDemoServer({ port: Number(port), signInPort: Number(signInPort) });
    expect(again.mcpUrl).toBe(server.mcpUrl);
    await again.close();
  });

  it('refuses to start on a port in use', async () => {
    const taken = Number(new URL(demo.server.mcpUrl).port);

    await expect(startDemoServer({ port: taken, signInPort: 0 })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

/** GETs `url` with the given `Host` header (fetch cannot set it) and resolves with the status. */
function statusWithHost(url: URL, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    sent.on('error', reject);
    sent.end();
  });
}
