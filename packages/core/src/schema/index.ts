/**
 * `@elicit-kit/core/schema`: the flat `requestedSchema` as a form model (`toFormModel`, also on
 * the root), the model's types, and the limits and helpers it applies (dialects, option and property
 * caps, `$ref` depth, labels from keys).
 *
 * @packageDocumentation
 */
export type * from './types.js';
export { SUPPORTED_DIALECTS, isSupportedDialect } from './dialect.js';
export { LARGE_OPTION_COUNT, MAX_OPTIONS, MAX_PROPERTIES } from './limits.js';
export { toFormModel } from './to-form-model.js';
export { MAX_REF_DEPTH } from './resolve-property.js';
export { humanizeKey } from './humanize-key.js';
