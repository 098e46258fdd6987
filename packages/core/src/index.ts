/**
 * `@elicit-kit/core`: the protocol brain of Elicit Kit. No React, no MCP SDK.
 *
 * Every function here takes untrusted JSON and never throws on bad input: it
 * returns a typed problem instead.
 *
 * The root holds what a host calls: schema → form model, defaults, validation, URL inspection,
 * the sensitive-field check, responses, the MRTR retry loop, the queue, the guards a host needs
 * for its own routing, and the errors, with the types these take and return. The rest lives on
 * subpaths:
 * `@elicit-kit/core/protocol` (every wire type, guard, reader and constant of both spec eras),
 * `@elicit-kit/core/schema` (the form model's limits and helpers), `@elicit-kit/core/values`
 * (format checks, the pattern engine, number and date parsing), `@elicit-kit/core/url` and
 * `@elicit-kit/core/sensitive` (loadable on demand).
 *
 * @packageDocumentation
 */

// Wire types a host handles (the full set is on `@elicit-kit/core/protocol`).
export type {
  ClientCapabilities,
  CompleteResult,
  ElicitAction,
  ElicitContent,
  ElicitContentValue,
  ElicitRequest,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  ElicitationCapability,
  InputRequest,
  InputRequests,
  InputRequiredResult,
  InputResponse,
  JSONObject,
  JSONValue,
  ProtocolVersion,
  RequestedSchema,
} from './protocol/index.js';
// The guards a host routes with, and the readers that say what is wrong (an accepted URL answer
// must be openable: readOpenableUrl). The rest (isClientCapabilities, isInputRequests, …) is on
// `@elicit-kit/core/protocol`.
export {
  isElicitFormParams,
  isElicitRequest,
  isElicitRequestParams,
  isElicitResult,
  isElicitUrlParams,
  isInputRequiredResult,
  readElicitRequestParams,
  readInputRequiredResult,
  readOpenableUrl,
} from './protocol/index.js';
export type { ElicitParamsProblem, ElicitParamsReading, InputRequiredProblem, InputRequiredReading, OpenableUrlReading } from './protocol/index.js';

// Params read once: the envelope and the form model (what a queue entry carries as `request`), and the one
// check of an answer against them before it is sent.
export { checkAnswer, readElicitationRequest } from './request/index.js';
export type { AnswerCheck, ElicitationRequest } from './request/index.js';

// Schema → form model.
export { toFormModel } from './schema/index.js';
export type {
  BooleanField,
  ConstField,
  FieldModel,
  FormModel,
  ListField,
  MultiSelectField,
  Normalization,
  NormalizationKind,
  NumberField,
  SchemaIssue,
  SchemaIssueCode,
  SelectField,
  SelectOption,
  TextField,
  TextFormat,
  TextRules,
} from './schema/index.js';

// Values: defaults, validation, date-times.
export { defaultValues, loadSchemaSupport, toRfc3339DateTime, validate, validateField } from './values/index.js';
export type { ErrorCode, FieldError, FormValues, ValidationResult } from './values/index.js';

// URL inspection and the sensitive-field check (also on their own subpaths, for loading on demand).
export { inspectUrl } from './url/index.js';
export type { UrlReport, UrlWarning } from './url/index.js';
export { findSensitiveFields, matchSensitiveText } from './sensitive/index.js';
export type { SensitiveField, SensitiveReason, SensitiveTextMatch } from './sensitive/index.js';

// Responses.
export { accept, cancel, decline } from './respond/index.js';

// The MRTR retry loop, `_meta` and capabilities.
export * from './mrtr/index.js';

// Errors: one base for every error the kit's packages reject with.
export * from './errors/index.js';

// The pending-elicitation queue.
export * from './queue/index.js';
