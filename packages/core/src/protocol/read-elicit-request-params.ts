import type { ElicitRequest, ElicitRequestFormParams, ElicitRequestParams, ElicitRequestURLParams } from './types.js';
import { isOptionalRecord, isRecord, ownValue } from './untrusted.js';

/**
 * Why `elicitation/create` params cannot be rendered:
 * - `not-an-object`: the params are not a JSON object;
 * - `unknown-mode`: `mode` is present but neither `"form"` nor `"url"` (see `mode` on the problem);
 * - `missing-message`: `message` is absent or not a string;
 * - `missing-schema`: form mode without an object `requestedSchema`;
 * - `missing-url`: URL mode without a string `url`;
 * - `invalid-elicitation-id`: URL mode with an `elicitationId` (2025-11-25) that is not a string;
 * - `invalid-meta` / `invalid-task`: a 2025-11-25 `_meta` / `task` that is present but not an object.
 */
export type ElicitParamsProblem =
  'not-an-object' | 'unknown-mode' | 'missing-message' | 'missing-schema' | 'missing-url' | 'invalid-elicitation-id' | 'invalid-meta' | 'invalid-task';

/** What {@link readElicitRequestParams} found. */
export type ElicitParamsReading =
  | { ok: true; mode: 'form'; params: ElicitRequestFormParams }
  | { ok: true; mode: 'url'; params: ElicitRequestURLParams }
  | {
      ok: false;
      problem: ElicitParamsProblem;
      /** The `mode` as sent, when the params are an object and carry one (any JSON value). */
      mode?: unknown;
      /** The server's `message`, when it is a string, so a UI can still show why it asked. */
      message?: string;
    };

/**
 * Reads untrusted `elicitation/create` params of either era and says what is wrong, so a
 * UI can show "this server sent an unknown mode" and still offer Decline/Cancel.
 *
 * Checks the envelope only: the mode (absent means form), a string `message`, then an
 * object `requestedSchema` (form) or a string `url` (URL mode), and the optional 2025-11-25
 * extras (`elicitationId` a string, `_meta` and `task` objects). It does not check the schema
 * grammar (that is `toFormModel`'s job) nor the URL itself (`inspectUrl`'s job). Unknown keys
 * are allowed. On success `params` is `x` itself, not a copy. Never throws.
 */
export function readElicitRequestParams(x: unknown): ElicitParamsReading {
  if (!isRecord(x)) return { ok: false, problem: 'not-an-object' };
  const mode = ownValue(x, 'mode');
  const message = ownValue(x, 'message');
  const problem = (kind: ElicitParamsProblem): ElicitParamsReading => ({
    ok: false,
    problem: kind,
    ...(mode !== undefined && { mode }),
    ...(typeof message === 'string' && { message }),
  });

  if (mode !== undefined && mode !== 'form' && mode !== 'url') return problem('unknown-mode');
  if (typeof message !== 'string') return problem('missing-message');
  if (!isOptionalRecord(ownValue(x, '_meta'))) return problem('invalid-meta');

  if (mode === 'url') {
    if (typeof ownValue(x, 'url') !== 'string') return problem('missing-url');
    const elicitationId = ownValue(x, 'elicitationId');
    if (elicitationId !== undefined && typeof elicitationId !== 'string') return problem('invalid-elicitation-id');
    return { ok: true, mode: 'url', params: x as unknown as ElicitRequestURLParams };
  }
  if (!isRecord(ownValue(x, 'requestedSchema'))) return problem('missing-schema');
  if (!isOptionalRecord(ownValue(x, 'task'))) return problem('invalid-task');
  return { ok: true, mode: 'form', params: x as unknown as ElicitRequestFormParams };
}

/**
 * Whether `x` is well-formed `elicitation/create` params of either mode (the envelope
 * checks of {@link readElicitRequestParams}). Never throws.
 */
export function isElicitRequestParams(x: unknown): x is ElicitRequestParams {
  return readElicitRequestParams(x).ok;
}

/**
 * Whether `x` is form-mode params: `mode` absent or `"form"` (absent means form), a string `message`, an
 * object `requestedSchema` (its grammar is not checked), `_meta`/`task` objects if present.
 * Never throws.
 */
export function isElicitFormParams(x: unknown): x is ElicitRequestFormParams {
  const reading = readElicitRequestParams(x);
  return reading.ok && reading.mode === 'form';
}

/**
 * Whether `x` is URL-mode params: `mode` `"url"`, string `message` and `url` (not parsed:
 * see `inspectUrl`), an `elicitationId` string if present (2025-11-25), `_meta` an object if
 * present. Never throws.
 */
export function isElicitUrlParams(x: unknown): x is ElicitRequestURLParams {
  const reading = readElicitRequestParams(x);
  return reading.ok && reading.mode === 'url';
}

/**
 * Whether `x` is an `elicitation/create` request with well-formed params: the bare
 * `{method, params}` of 2026-07-28 or a 2025-11-25 JSON-RPC request (extra keys such as
 * `jsonrpc` and `id` are allowed and not checked). Never throws.
 */
export function isElicitRequest(x: unknown): x is ElicitRequest {
  return isRecord(x) && ownValue(x, 'method') === 'elicitation/create' && isElicitRequestParams(ownValue(x, 'params'));
}
