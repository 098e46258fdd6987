/** How {@link readPreviewInput} read the pasted JSON. */
export type PreviewShape =
  /** `elicitation/create` params as they are. */
  | 'params'
  /** A whole request (`{ method: 'elicitation/create', params }`, JSON-RPC or an `inputRequests` entry): its `params`. */
  | 'request'
  /** A bare `requestedSchema`, wrapped as form-mode params with an empty message. */
  | 'schema';

/** What {@link readPreviewInput} found: params to render, or why there are none. */
export type PreviewInput =
  { ok: true; shape: PreviewShape; params: unknown } | { ok: false; problem: 'empty' } | { ok: false; problem: 'json'; detail: string };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const has = (x: Record<string, unknown>, key: string) => Object.hasOwn(x, key);

/**
 * Reads text pasted into a preview: `elicitation/create` params, a whole request carrying them
 * (a JSON-RPC message or an MRTR `inputRequests` entry), or a bare `requestedSchema` (an object
 * with `properties` or `type`, and none of the params' keys). Anything else that is valid JSON
 * is passed on as params unchanged, so the kit itself says what is wrong with it. Never throws.
 */
export function readPreviewInput(text: string): PreviewInput {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'json', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!isObject(value)) return { ok: true, shape: 'params', params: value };
  if (value.method === 'elicitation/create' && has(value, 'params')) return { ok: true, shape: 'request', params: value.params };
  const looksLikeParams = ['mode', 'message', 'requestedSchema', 'url'].some((key) => has(value, key));
  if (!looksLikeParams && (has(value, 'properties') || has(value, 'type'))) {
    return { ok: true, shape: 'schema', params: { mode: 'form', message: '', requestedSchema: value } };
  }
  return { ok: true, shape: 'params', params: value };
}
