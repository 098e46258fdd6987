export { elicitationCapability, supportedElicitationModes } from './elicitation-capability.js';
export type { ElicitationModes } from './elicitation-capability.js';
export {
  InputFulfilmentError,
  InvalidOptionsError,
  InvalidResultError,
  RoundLimitError,
  RunAbortedError,
  RunWithInputError,
} from './errors.js';
export type { AbortStage, InputFulfilmentReason, RunWithInputErrorCode } from './errors.js';
export type { FulfilContext, FulfilInput } from './fulfil-round.js';
export { requestMeta } from './request-meta.js';
export type { RequestMetaOptions } from './request-meta.js';
export { classifyResult, resultTypeOf } from './result-type.js';
export type { ClassifiedResult, InvalidResultReason, ResultKind } from './result-type.js';
export { runWithInput } from './run-with-input.js';
export type { InputRound, RunWithInputOptions, SendRequest } from './run-with-input.js';
