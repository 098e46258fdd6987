/**
 * `@elicit-kit/core/url`: inspects a URL before a person opens it (`inspectUrl`: registrable
 * domain, punycode, lookalikes, hidden characters, unusual ports), on its own subpath so the
 * public-suffix list loads only where a URL is shown.
 *
 * @packageDocumentation
 */
export { inspectUrl } from './inspect-url.js';
export { URL_LIMITS, URL_WARNINGS } from './types.js';
export type { HiddenCharacter, HostLabel, UrlError, UrlHost, UrlReport, UrlWarning } from './types.js';
