import { loadSchemaSupport, readElicitRequestParams, readOpenableUrl, toFormModel, validate, type ElicitResult, type FieldError } from '@elicit-kit/core';

/** What {@link checkAnswer} decided: the exact result to send, or why none may be. */
export type AnswerCheck = { ok: true; result: ElicitResult } | { ok: false; errors: FieldError[] };

/**
 * What may go to the MCP server for `result`, re-checked against the request's own `params`
 * (the browser checked too, but the browser is not trusted): decline and cancel bare; a URL
 * accept without content and only for a URL that can be opened; a form accept only with the
 * exact content core's `validate` builds from the requested schema (unknown keys dropped,
 * values normalised). Loads the pattern engine first when a field has a `pattern` (the server
 * never renders the form, so nothing else loads it). Never rejects.
 */
export async function checkAnswer(params: unknown, result: ElicitResult): Promise<AnswerCheck> {
  if (result.action !== 'accept') return { ok: true, result: { action: result.action } };
  const reading = readElicitRequestParams(params);
  if (!reading.ok) return { ok: false, errors: [] };
  if (reading.mode === 'url') {
    const openable = readOpenableUrl(reading.params.url);
    return openable.ok ? { ok: true, result: { action: 'accept' } } : { ok: false, errors: [{ key: 'url', code: 'invalidUri' }] };
  }
  const model = toFormModel(reading.params.requestedSchema);
  await loadSchemaSupport(model);
  const checked = validate(model, result.content ?? {});
  return checked.ok ? { ok: true, result: { action: 'accept', content: checked.content } } : { ok: false, errors: checked.errors };
}
