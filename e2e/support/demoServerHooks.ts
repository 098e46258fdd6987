/** The demo server's test hooks over HTTP (apps/demo-server/README.md, "Observability"). */
import type { ReceivedAnswer, SiteRequest } from '@elicit-kit/demo-server/server';

export function demoServerHooks(mcpUrl: string, signInOrigin: string) {
  const demoOrigin = new URL(mcpUrl).origin;
  const getJson = async <T>(url: string): Promise<T> => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  const post = async (url: string) => {
    const response = await fetch(url, { method: 'POST' });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status}`);
  };
  return {
    /** Every elicitation answer the demo server received since the last reset. */
    answers: () => getJson<ReceivedAnswer[]>(`${demoOrigin}/demo/answers`),
    /** Every request the sign-in site received since the last reset. */
    signInRequests: () => getJson<SiteRequest[]>(`${signInOrigin}/demo/requests`),
    /** Empties both logs (between tests). */
    reset: async () => {
      await Promise.all([post(`${demoOrigin}/demo/reset`), post(`${signInOrigin}/demo/reset`)]);
    },
  };
}
