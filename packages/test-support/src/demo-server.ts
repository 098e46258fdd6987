/**
 * What tests of several workspace packages do with the demo MCP server (apps/demo-server): one
 * server per test file (started on free ports before the file, reset with `POST /demo/reset` before
 * each test, the test's cleanups run after it in reverse, closed after the file), and the person's
 * part on its "third-party" sign-in site. The caller hands in `startDemoServer` from
 * `@elicit-kit/demo-server/server`, so this package depends on no app.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/** What the fixture needs of a running demo server. */
export interface RunningDemoServer {
  /** Its MCP endpoint, e.g. `http://127.0.0.1:8787/mcp`; `/demo/reset` is on the same origin. */
  readonly mcpUrl: string;
  close(): Promise<void>;
}

/** What a test file gets from {@link useDemoServer}. */
export interface DemoServerFixture<Server> {
  /** The running server (inside a test, or a hook registered after `useDemoServer`). */
  readonly server: Server;
  /** Runs `step` after the current test, after the steps registered later (last in, first out). */
  cleanup(step: () => unknown): void;
}

/**
 * Registers the file's hooks and returns its {@link DemoServerFixture}: `start` is called once with
 * `{ port: 0, signInPort: 0, ...options }`. Hooks a file registers after this call run after the
 * server started and before it closes.
 */
export function useDemoServer<Server extends RunningDemoServer, Options extends { port?: number; signInPort?: number }>(
  start: (options: Options) => Promise<Server>,
  options?: Options,
): DemoServerFixture<Server> {
  let running: Server | undefined;
  const cleanups: Array<() => unknown> = [];
  beforeAll(async () => {
    running = await start({ port: 0, signInPort: 0, ...options } as Options);
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    await fetch(new URL('/demo/reset', fixture.server.mcpUrl), { method: 'POST' });
  });
  afterEach(async () => {
    for (const step of cleanups.splice(0).reverse()) await step();
  });
  const fixture: DemoServerFixture<Server> = {
    get server() {
      if (running === undefined) throw new Error('The demo server starts in beforeAll; use it inside a test.');
      return running;
    },
    cleanup: (step) => void cleanups.push(step),
  };
  return fixture;
}

/**
 * Does in the "third-party" tab what the person does: opens the sign-in `link` and presses
 * Authorize as `login` (a plain form POST, as the page's button sends it); resolves with the page
 * that followed.
 */
export async function signInAs(link: string, login = 'octocat'): Promise<{ status: number; html: string }> {
  const page = await fetch(link);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Authorize Elicit Kit demo');
  const url = new URL(link);
  const form = new URLSearchParams({ state: url.searchParams.get('state') ?? '', login });
  const done = await fetch(new URL(url.pathname, url.origin), { method: 'POST', body: form });
  return { status: done.status, html: await done.text() };
}
