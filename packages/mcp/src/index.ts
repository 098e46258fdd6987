/**
 * `@elicit-kit/mcp`: binds Elicit Kit's elicitation queue to the official MCP TypeScript SDK
 * client (`@modelcontextprotocol/client` 2.x, or `@modelcontextprotocol/sdk` 1.x), for both protocol eras.
 *
 * Errors: every error is core's `ElicitKitError` with a `code`, one class per failure. mcp's own
 * classes carry {@link McpErrorCode}s; a call also rejects with three of core's classes, re-exported
 * here: `RoundLimitError` (`round-limit`), `InvalidResultError` (`invalid-result`, whose `reason`
 * also covers the SDK's and the binding's reasons) and `RunAbortedError` (`aborted`, `stage`
 * `undefined` when the call aborted outside core's loop). `ElicitationCallError` is `ElicitKitError`
 * itself as a value, narrowed to {@link ElicitationCallErrorCode} as a type.
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
  CapabilityMissingError,
  ElicitationCallError,
  ForgetfulServerError,
  InvalidContentError,
  PushOnlyServerError,
  ServerError,
  ServerEraError,
  TransportError,
  UrlElicitationRefusedError,
  VersionMismatchError,
} from './errors.js';
export type { BindProblem, ElicitationCallErrorCode, McpErrorCode, TransportFailure, TransportHint } from './errors.js';
// The kit's one error hierarchy lives in core; re-exported so an mcp host needs one import.
export { ElicitKitError, InvalidResultError, RoundLimitError, RunAbortedError } from '@elicit-kit/core';
export { toElicitationCallError } from './to-elicitation-call-error.js';
export type { ErrorContext } from './to-elicitation-call-error.js';
