// Submit's one pass of core's validate over the whole form (the answer must pass the schema):
// its errors are what the fields show, its content is exactly what is sent. The UI checks
// nothing itself; it only adds what the browser alone knows (a control it cannot read).
import type { ElicitContent, ErrorCode, FieldError, FormModel } from '@elicit-kit/core';
import { validate, validateField } from '@elicit-kit/core/values';
import type { FormFieldEntry } from './controllerTypes.js';
import { toCoreValue, type RawValues } from './values.js';

/** The error code of a control the browser cannot read (a half-typed date), else `undefined`. */
export type UnreadableControl = (entry: FormFieldEntry) => ErrorCode | undefined;

/** Submit's verdict: the content to send, or the errors to show (by safe name) and the first field with one. */
export type AnswerCheck = { ok: true; content: ElicitContent } | { ok: false; errors: Map<string, FieldError>; first: FormFieldEntry | undefined };

/** Checks every field's raw value with core, in one pass. */
export function checkAnswer(
  model: FormModel,
  fields: readonly FormFieldEntry[],
  raw: RawValues,
  locale: string | undefined,
  unreadable: UnreadableControl,
): AnswerCheck {
  const values = new Map<string, unknown>();
  const unread = new Map<string, FieldError>();
  for (const entry of fields) {
    values.set(entry.field.key, toCoreValue(entry.field, raw[entry.name], locale));
    const code = unreadable(entry);
    if (code) unread.set(entry.name, { key: entry.field.key, code });
  }
  const result = validate(model, values);
  if (result.ok && unread.size === 0) return { ok: true, content: result.content };
  const byKey = new Map(fields.map((f) => [f.field.key, f.name]));
  const shown = new Map<string, FieldError>();
  for (const error of result.ok ? [] : result.errors) {
    const name = byKey.get(error.key);
    if (name && !shown.has(name)) shown.set(name, unread.get(name) ?? error);
  }
  unread.forEach((error, name) => shown.set(name, error));
  return { ok: false, errors: shown, first: fields.find((f) => shown.has(f.name)) };
}

/** Core's verdict on one field's raw value (a re-check as the person edits after a failed Submit). */
export function checkOneField(entry: FormFieldEntry, raw: unknown, locale: string | undefined, unreadable: UnreadableControl): FieldError | undefined {
  const code = unreadable(entry);
  if (code) return { key: entry.field.key, code };
  const check = validateField(entry.field, toCoreValue(entry.field, raw, locale));
  return check.ok ? undefined : check.error;
}
