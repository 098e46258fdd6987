import { readElicitRequestParams } from '../protocol/read-elicit-request-params.js';
import type { ElicitParamsProblem } from '../protocol/read-elicit-request-params.js';
import type { ElicitRequestFormParams, ElicitRequestURLParams } from '../protocol/types.js';
import { ownValue } from '../protocol/untrusted.js';
import { toFormModel } from '../schema/to-form-model.js';
import type { FormModel } from '../schema/types.js';

/**
 * Core's one reading of untrusted `elicitation/create` params: the envelope read by
 * `readElicitRequestParams` and, for a form, its model built by `toFormModel`. The queue makes it
 * once at `enqueue` (`entry.request`) and every layer reads it, so nobody parses the params again.
 * Frozen; `message` and `url` are copies taken when it was read, `params` the caller's object.
 */
export type ElicitationRequest =
  | {
      readonly ok: true;
      readonly mode: 'form';
      readonly message: string;
      readonly params: ElicitRequestFormParams;
      /** The form model of `requestedSchema` (it says itself whether it can be rendered and answered). */
      readonly model: FormModel;
    }
  | {
      readonly ok: true;
      readonly mode: 'url';
      readonly message: string;
      readonly params: ElicitRequestURLParams;
      /** The link, as sent (not checked: see `readOpenableUrl` and `inspectUrl`). */
      readonly url: string;
    }
  | {
      readonly ok: false;
      readonly problem: ElicitParamsProblem;
      /** The `mode` as sent, when the params are an object and carry one (any JSON value). */
      readonly mode?: unknown;
      /** The server's `message`, when it is a string, so a UI can still show why it asked. */
      readonly message?: string;
    };

// Readings by params object, so every layer handed the same params (the queue, the form, the consent,
// the answer check) shares one reading: a params object is read once however often it is passed on, and
// a server's params that change after they were read cannot change what the layers see.
const readings = new WeakMap<object, ElicitationRequest>();

/**
 * Reads untrusted `elicitation/create` params once: the envelope (`readElicitRequestParams`) and,
 * in form mode, the form model (`toFormModel`). The reading of a params object is kept (weakly) and
 * returned again for the same object, so later changes to that object are not seen. A queue
 * entry carries its reading as `entry.request`. Never throws.
 *
 * @example
 * const request = readElicitationRequest({ message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } });
 * // request.ok && request.mode === 'form' → request.model.fields[0].key === 'name'
 */
export function readElicitationRequest(params: unknown): ElicitationRequest {
  const cacheable = (typeof params === 'object' && params !== null) || typeof params === 'function';
  const known = cacheable ? readings.get(params) : undefined;
  if (known !== undefined) return known;
  const request = Object.freeze(read(params));
  if (cacheable) readings.set(params, request);
  return request;
}

function read(params: unknown): ElicitationRequest {
  const reading = readElicitRequestParams(params);
  if (!reading.ok) return reading;
  // Copied through descriptors again, not `reading.params.message`: a Proxy's get trap may answer
  // otherwise than the descriptor the envelope check read.
  const message = ownValue(reading.params, 'message');
  if (typeof message !== 'string') return { ok: false, problem: 'missing-message' };
  if (reading.mode === 'url') {
    const url = ownValue(reading.params, 'url');
    return typeof url === 'string'
      ? { ok: true, mode: 'url', message, params: reading.params, url }
      : { ok: false, problem: 'missing-url', mode: 'url', message };
  }
  return { ok: true, mode: 'form', message, params: reading.params, model: toFormModel(ownValue(reading.params, 'requestedSchema')) };
}
