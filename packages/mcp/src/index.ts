/**
 * `@elicit-kit/mcp`: binds Elicit Kit's elicitation queue to the official MCP TypeScript SDK
 * client (`@modelcontextprotocol/client` 2.x), for both protocol eras.
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
  InvalidContentError,
  InvalidServerResultError,
  PushOnlyServerError,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- kept for hosts that import the old name (same class as RoundLimitError)
  RoundLimitReachedError,
  ServerError,
  TransportError,
  UrlElicitationRefusedError,
  VersionMismatchError,
} from './errors.js';
export type { BindProblem, ElicitationCallErrorCode, TransportFailure } from './errors.js';
// The kit's one error hierarchy lives in core; re-exported so an mcp host needs one import.
export { ElicitKitError, RoundLimitError } from '@elicit-kit/core';
export type { ElicitKitErrorCode } from '@elicit-kit/core';
export { toElicitationCallError } from './to-elicitation-call-error.js';
export type { ErrorContext } from './to-elicitation-call-error.js';
