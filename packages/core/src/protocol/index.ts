/**
 * `@elicit-kit/core/protocol`: every wire type, guard, reader and constant of both spec eras
 * (2026-07-28 and 2025-11-25): `elicitation/create` params and results, `input_required` results
 * and `inputResponses`, capabilities, `_meta` keys, `ErrorCodes` and protocol versions. The guards
 * take untrusted JSON and never throw; the readers say what is wrong. The root re-exports the ones a
 * host routes with.
 *
 * @packageDocumentation
 */
export * from './types.js';
export { isClientCapabilities } from './is-client-capabilities.js';
export { ELICIT_ACTIONS, isElicitAction, isElicitContentValue, isElicitResult } from './is-elicit-result.js';
export { isElicitationCompleteNotification } from './is-elicitation-complete-notification.js';
export { isImplementation } from './is-implementation.js';
export { isElicitFormParams, isElicitRequest, isElicitRequestParams, isElicitUrlParams, readElicitRequestParams } from './read-elicit-request-params.js';
export type { ElicitParamsProblem, ElicitParamsReading } from './read-elicit-request-params.js';
export { isInputRequest, isInputRequests, isInputRequiredResult, readInputRequiredResult } from './read-input-required-result.js';
export type { InputRequiredProblem, InputRequiredReading } from './read-input-required-result.js';
export { OPENABLE_SCHEMES, readOpenableUrl } from './openable-url.js';
export type { OpenableUrlReading } from './openable-url.js';
export { isRecord, ownValue } from './untrusted.js';
export { readElicitationRequest } from '../request/read-elicitation-request.js';
export type { ElicitationRequest } from '../request/read-elicitation-request.js';
