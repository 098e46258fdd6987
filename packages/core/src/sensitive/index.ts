export { findSensitiveFields, isSensitiveField, matchSensitiveField, matchSensitiveText } from './find-sensitive-fields.js';
export { SENSITIVE_REASONS } from './types.js';
export type { SensitiveField, SensitiveReason, SensitiveSource, SensitiveTextMatch } from './types.js';
