export * from './types.js';
export { isClientCapabilities } from './is-client-capabilities.js';
export { ELICIT_ACTIONS, isElicitAction, isElicitContentValue, isElicitResult } from './is-elicit-result.js';
export { isElicitationCompleteNotification } from './is-elicitation-complete-notification.js';
export { isImplementation } from './is-implementation.js';
export {
  isElicitFormParams,
  isElicitRequest,
  isElicitRequestParams,
  isElicitUrlParams,
  readElicitRequestParams,
} from './read-elicit-request-params.js';
export type { ElicitParamsProblem, ElicitParamsReading } from './read-elicit-request-params.js';
export { isInputRequest, isInputRequests, isInputRequiredResult, readInputRequiredResult } from './read-input-required-result.js';
export type { InputRequiredProblem, InputRequiredReading } from './read-input-required-result.js';
export { OPENABLE_SCHEMES, readOpenableUrl } from './openable-url.js';
export type { OpenableUrlReading } from './openable-url.js';
