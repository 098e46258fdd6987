/**
 * The "third-party" sign-in site the demo server links to in URL mode. It runs on its own port
 * (so its origin differs from the MCP server's) and records every request it receives, so a
 * test can prove the browser fetched nothing from it before the person chose to open the link.
 */
import type { SignInRegistry } from './sign-ins.js';
import { authorizePage, donePage, expiredPage, notFoundPage, termsPage } from './pages.js';

/** The path of the consent page; its `state` query parameter is the sign-in's nonce. */
export const AUTHORIZE_PATH = '/login/oauth/authorize';

/** The path of the onboarding tool's workspace terms. */
export const TERMS_PATH = '/terms';

/** One request the sign-in site received. */
export interface SiteRequest {
  method: string;
  /** Path and query, e.g. `/login/oauth/authorize?state=…`. */
  path: string;
}

/** The sign-in site as a Fetch handler, with its request log. */
export interface SignInSite {
  handle(request: Request, body: string): Promise<Response>;
  requests(): readonly SiteRequest[];
}

// A GitHub login: letters, digits and single hyphens, at most 39 characters.
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

// No scripts, no framing, forms only to this site: the page cannot be abused by what it shows.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function html(markup: string, status = 200): Response {
  return new Response(markup, { status, headers: PAGE_HEADERS });
}

/** Creates the site for the sign-ins of `registry`. */
export function createSignInSite(registry: SignInRegistry): SignInSite {
  const log: SiteRequest[] = [];

  async function serve(request: Request, url: URL, body: string): Promise<Response> {
    if (url.pathname === AUTHORIZE_PATH && request.method === 'GET') {
      const state = url.searchParams.get('state') ?? '';
      const signIn = registry.get(state);
      if (signIn === undefined || signIn.account !== undefined) return html(expiredPage(), 410);
      return html(authorizePage(state));
    }
    if (url.pathname === AUTHORIZE_PATH && request.method === 'POST') {
      const form = new URLSearchParams(body);
      const state = form.get('state') ?? '';
      const login = (form.get('login') ?? '').trim();
      if (registry.get(state) === undefined) return html(expiredPage(), 410);
      if (!LOGIN.test(login)) return html(authorizePage(state, login, 'Enter a GitHub username: letters, digits and hyphens.'), 400);
      if (!registry.finish(state, login)) return html(expiredPage(), 410);
      return html(donePage(login));
    }
    if (url.pathname === TERMS_PATH && request.method === 'GET') {
      return html(termsPage(url.searchParams.get('workspace') || 'demo'));
    }
    return html(notFoundPage(), 404);
  }

  return {
    async handle(request, body) {
      const url = new URL(request.url);
      // The test hooks are not part of what a visitor fetched.
      if (url.pathname === '/demo/requests' && request.method === 'GET') return Response.json(log);
      if (url.pathname === '/demo/reset' && request.method === 'POST') {
        log.splice(0);
        return new Response(null, { status: 204 });
      }
      log.push({ method: request.method, path: url.pathname + url.search });
      return serve(request, url, body);
    },
    requests: () => log.slice(),
  };
}
