export { inspectUrl } from './inspect-url.js';
export { OPENABLE_SCHEMES, readOpenableUrl } from './openable-url.js';
export type { OpenableUrlReading } from './openable-url.js';
export { URL_LIMITS, URL_WARNINGS } from './types.js';
export type { HiddenCharacter, HostLabel, UrlError, UrlHost, UrlReport, UrlWarning } from './types.js';
