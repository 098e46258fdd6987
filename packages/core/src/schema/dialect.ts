/**
 * The `$schema` dialects whose meaning for the spec's small grammar is the same as
 * JSON Schema 2020-12, the default when `$schema` is absent. tmcp sends draft-07; zod-based servers send
 * draft-07 or 2019-09. Each may be written with `http` or `https`, with or without a
 * trailing empty fragment `#`.
 */
export const SUPPORTED_DIALECTS = [
  'https://json-schema.org/draft/2020-12/schema',
  'https://json-schema.org/draft/2019-09/schema',
  'http://json-schema.org/draft-07/schema',
  'http://json-schema.org/draft-06/schema',
  'http://json-schema.org/draft-04/schema',
] as const;

/** Whether a `$schema` value is absent or names one of the {@link SUPPORTED_DIALECTS}. */
export function isSupportedDialect(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'string') return false;
  // Compared without the scheme; a loop over five names rather than a Set built at load.
  const rest = /^https?:\/\/(.*?)#?$/.exec(value)?.[1];
  return SUPPORTED_DIALECTS.some((uri) => uri.replace(/^https?:\/\//, '') === rest);
}
