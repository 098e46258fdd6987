/**
 * `@elicit-kit/mcp`: binds Elicit Kit's elicitation queue to the official MCP TypeScript SDK
 * client (`@modelcontextprotocol/client` 2.x, or `@modelcontextprotocol/sdk` 1.x), for both protocol eras.
 *
 * Errors: every error is core's `ElicitKitError` with a `code`. `RoundLimitError` is one class in core
 * and here (`RoundLimitReachedError` is its deprecated name); `ElicitationCallError` is
 * `ElicitKitError` itself as a value, narrowed to mcp's codes as a type. Two stay classes of their own, beside core's loop errors with the same `code`:
 * `CallAbortedError` (`aborted`; no loop `stage`, since a call also aborts outside the retry loop)
 * and `InvalidServerResultError` (`invalid-result`; its `reason` also covers the SDK's and the
 * binding's reasons). `toElicitationCallError` maps core's `RunAbortedError` and
 * `InvalidResultError` to them, keeping core's as `cause`; switch on `code` to treat both alike.
 *
 * @packageDocumentation
 */
export { bindElicitation } from './bind-elicitation.js';
export type { BindElicitationOptions, ElicitationBinding } from './bind-elicitation.js';
export { callWithElicitation } from './call-with-elicitation.js';
export type { CallWithElicitationOptions, ElicitingMethod } from './call-with-elicitation.js';
export type { LegOptions } from './leg-options.js';
export type { McpClient } from './client/mcp-client.js';
export {
  BindElicitationError,
  CallAbortedError,
  CapabilityMissingError,
  ElicitationCallError,
  ForgetfulServerError,
  InvalidContentError,
  InvalidServerResultError,
  PushOnlyServerError,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- kept for hosts that import the old name (same class as RoundLimitError)
  RoundLimitReachedError,
  ServerError,
  ServerEraError,
  TransportError,
  UrlElicitationRefusedError,
  VersionMismatchError,
} from './errors.js';
export type { BindProblem, ElicitationCallErrorCode, TransportFailure, TransportHint } from './errors.js';
// The kit's one error hierarchy lives in core; re-exported so an mcp host needs one import.
export { ElicitKitError, RoundLimitError } from '@elicit-kit/core';
export type { ElicitKitErrorCode } from '@elicit-kit/core';
export { toElicitationCallError } from './to-elicitation-call-error.js';
export type { ErrorContext } from './to-elicitation-call-error.js';
