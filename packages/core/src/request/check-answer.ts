import { readOpenableUrl } from '../protocol/openable-url.js';
import type { ElicitResult } from '../protocol/types.js';
import type { UrlError } from '../url/types.js';
import { loadSchemaSupport } from '../values/pattern-support.js';
import type { FieldError } from '../values/types.js';
import { validate } from '../values/validate.js';
import { readElicitationRequest } from './read-elicitation-request.js';

/**
 * What {@link checkAnswer} decided: the exact result to send, or why none may be (`errors` empty when
 * the request itself cannot be answered; for a URL that cannot be opened, `url` with `invalidUri` and
 * the reading's reason in `urlError`).
 */
export type AnswerCheck = { ok: true; result: ElicitResult } | { ok: false; errors: FieldError[]; urlError?: UrlError };

/**
 * What may be sent to the server for `result`, checked against the request's own `params`, for every
 * runtime that sends an answer (a person's UI is not trusted to have checked): decline and cancel bare;
 * a URL accept without content and only for a URL that can be opened (`readOpenableUrl`: `https:`/`http:`;
 * not `inspectUrl`, which would pull the public-suffix data into every runtime's bundle), since accept
 * says the person agreed to open it; a form accept only with the exact content `validate` builds from
 * the requested schema (unknown keys dropped, values normalised). Loads the pattern engine first when a
 * field has a `pattern` (a runtime that never rendered the form has not loaded it). The params are read
 * with {@link readElicitationRequest}, so a request already read (a queue entry's) is not read again.
 *
 * @example
 * const check = await checkAnswer(params, result);
 * send(check.ok ? check.result : cancel());
 */
export async function checkAnswer(params: unknown, result: ElicitResult): Promise<AnswerCheck> {
  if (result.action !== 'accept') return { ok: true, result: { action: result.action } };
  const request = readElicitationRequest(params);
  if (!request.ok) return { ok: false, errors: [] };
  if (request.mode === 'url') {
    const openable = readOpenableUrl(request.url);
    return openable.ok ? { ok: true, result: { action: 'accept' } } : { ok: false, errors: [{ key: 'url', code: 'invalidUri' }], urlError: openable.error };
  }
  await loadSchemaSupport(request.model);
  const checked = validate(request.model, result.content ?? {});
  return checked.ok ? { ok: true, result: { action: 'accept', content: checked.content } } : { ok: false, errors: checked.errors };
}
