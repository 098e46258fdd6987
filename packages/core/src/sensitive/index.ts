/**
 * `@elicit-kit/core/sensitive`: finds fields and text that ask for a secret (passwords, tokens,
 * card numbers, …) with the kit's lexicon, on its own subpath so the lexicon loads only when needed.
 *
 * @packageDocumentation
 */
export { findSensitiveFields, isSensitiveField, matchSensitiveField, matchSensitiveText } from './find-sensitive-fields.js';
export { SENSITIVE_REASONS } from './types.js';
export type { SensitiveField, SensitiveReason, SensitiveSource, SensitiveTextMatch } from './types.js';
