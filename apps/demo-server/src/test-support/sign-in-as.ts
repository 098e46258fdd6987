/**
 * Does in the "third-party" tab what the person does: opens the sign-in link and presses
 * Authorize (a plain form POST, as the page's button sends it).
 */
import { expect } from 'vitest';

/** Opens `link` and authorizes as `login`; resolves with the page that followed. */
export async function signInAs(link: string, login = 'octocat'): Promise<{ status: number; html: string }> {
  const page = await fetch(link);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Authorize Elicit Kit demo');
  const url = new URL(link);
  const form = new URLSearchParams({ state: url.searchParams.get('state') ?? '', login });
  const done = await fetch(new URL(url.pathname, url.origin), { method: 'POST', body: form });
  return { status: done.status, html: await done.text() };
}
