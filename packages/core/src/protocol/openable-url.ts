import type { UrlError } from '../url/types.js';

/** The only schemes a URL-mode elicitation may open: never `javascript:`, `data:`, `file:` or any other scheme. */
export const OPENABLE_SCHEMES: readonly string[] = ['https:', 'http:'];

/** What {@link readOpenableUrl} found. */
export type OpenableUrlReading = { ok: true; url: URL } | { ok: false; error: UrlError; /** The scheme, when it was the problem. */ scheme?: string };

/**
 * Whether `url` is an absolute `https:`/`http:` URL, the only kind that may be opened, and
 * its parsed form. The first step of `inspectUrl`, on its own for callers that must not pull
 * in the public-suffix data (a runtime checking an answer before it is sent). It lives in
 * `protocol/`, not `url/`: a bundler splitting `url/` (which UIs `import()`) kept the suffix
 * data in the initial chunk of an app that used this. Never throws.
 */
export function readOpenableUrl(url: unknown): OpenableUrlReading {
  if (typeof url !== 'string') return { ok: false, error: 'invalid-url' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: 'invalid-url' };
  }
  if (!OPENABLE_SCHEMES.includes(parsed.protocol)) return { ok: false, error: 'unsupported-scheme', scheme: parsed.protocol };
  return { ok: true, url: parsed };
}
