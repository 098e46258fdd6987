export type * from './types.js';
export { SUPPORTED_DIALECTS, isSupportedDialect } from './dialect.js';
export { LARGE_OPTION_COUNT, MAX_OPTIONS, MAX_PROPERTIES } from './limits.js';
export { toFormModel } from './to-form-model.js';
export { MAX_REF_DEPTH } from './resolve-property.js';
export { humanizeKey } from './humanize-key.js';
