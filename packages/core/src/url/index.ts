export { inspectUrl } from './inspect-url.js';
export { URL_LIMITS, URL_WARNINGS } from './types.js';
export type { HiddenCharacter, HostLabel, UrlError, UrlHost, UrlReport, UrlWarning } from './types.js';
