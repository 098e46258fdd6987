/**
 * `@elicit-kit/core/values`: the form's values: defaults, validation, reading what a field holds,
 * number and date parsing, format checks, and the `pattern` engine loaded on demand.
 *
 * @packageDocumentation
 */
export type * from './types.js';
export { codePointLength } from './code-points.js';
export { isFullDate, isRfc3339DateTime } from './dates.js';
export { defaultValues } from './default-values.js';
export { isEmail } from './email.js';
export { parseNumber } from './parse-number.js';
export { readFormValue } from './read-form-value.js';
export { formatUtcOffset, toRfc3339DateTime } from './to-rfc3339-date-time.js';
export { isDuration, isHostname, isIpv4, isTime, isUuid } from './more-formats.js';
export { isMultipleOf } from './multiple-of.js';
export { isPatternEngineLoaded, isSchemaSupportLoaded, loadPatternEngine, loadSchemaSupport, testPattern } from './pattern-support.js';
export { isFormUri, isIpv6, isUri } from './uri.js';
export { validate } from './validate.js';
export { MAX_PATTERN_INPUT, validateField } from './validate-field.js';
