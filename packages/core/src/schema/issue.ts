import type { SchemaIssue, SchemaIssueCode } from './types.js';

/** An `error`: the property (or, without `key`, the whole form) is not rendered. */
export function schemaError(code: SchemaIssueCode, message: string, key?: string): SchemaIssue {
  return key === undefined ? { code, message, severity: 'error' } : { key, code, message, severity: 'error' };
}

/** A `warning`: rendered, with a caveat. */
export function schemaWarning(code: SchemaIssueCode, message: string, key: string): SchemaIssue {
  return { key, code, message, severity: 'warning' };
}

/** Whether any of `issues` is an `error`. */
export function hasError(issues: readonly SchemaIssue[]): boolean {
  return issues.some((issue) => issue.severity === 'error');
}

/** `names` each in double quotes, joined: `"pattern", "not"`. */
export function quoted(names: readonly string[], separator = ', '): string {
  return names.map((name) => `"${name}"`).join(separator);
}
