import { publicSuffixOf } from './full-list.js';
import { inspectUrlBy } from './inspect-url-by.js';
import type { UrlReport } from './types.js';

/**
 * Inspects the target of a URL-mode elicitation before anyone opens it, so no one follows a
 * malicious link unknowingly:
 * whether it can be opened at all (only absolute `https:` and `http:` URLs), its
 * normalised href, its host in ASCII and Unicode with the registrable domain, and
 * warnings about tricks such as look-alike hosts, user-info before the host, bare
 * IP addresses and invisible characters.
 *
 * Takes anything at runtime and never throws: a non-string or unparsable input is
 * `{ ok: false, error: "invalid-url" }`. Touches no network.
 *
 * Carries the whole public suffix list: a page that loads the check on demand can
 * take `@elicit-kit/core/url/on-demand` instead, which downloads only the rules a URL needs.
 *
 * @example
 * inspectUrl('https://accounts.google.com@evil.example/').host?.registrableDomain // "evil.example"
 */
export function inspectUrl(url: string): UrlReport {
  return inspectUrlBy(url, publicSuffixOf);
}
