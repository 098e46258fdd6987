// What the form reads from the untrusted params, once per request: core's model of the
// schema, the message, and why the params are unusable when they are.
import type { ElicitParamsProblem, FieldModel, FormModel } from '@elicit-kit/core';
// Subpaths, never the root: the root also re-exports the URL check and the secret-field lexicon,
// which load on demand, and a bundler that splits per file (esbuild) would put what a module
// imports from the root in the form's first download.
import { ownValue, readElicitationRequest } from '@elicit-kit/core/protocol';
import type { FormFieldEntry } from './controllerTypes.js';
import { safeName } from './values.js';

/** A form request as read: the model (`undefined` when unusable), the message and the problem. */
export interface FormRequest {
  model: FormModel | undefined;
  message: string;
  problem?: ElicitParamsProblem | 'not-form-mode';
  /** The raw `requestedSchema`, for titles of properties no field renders. */
  schema?: unknown;
}

/**
 * Reads untrusted params with core (`readElicitationRequest`: read once per params object, so the queue
 * entry's reading when given its params): a form-mode request's model, else why not.
 */
export function readFormRequest(params: unknown): FormRequest {
  const request = readElicitationRequest(params);
  if (!request.ok) return { model: undefined, message: request.message ?? '', problem: request.problem };
  if (request.mode !== 'form') return { model: undefined, message: request.message, problem: 'not-form-mode' };
  return { model: request.model, message: request.message, schema: ownData(request.params, 'requestedSchema') };
}

/** The fields with their safe names (`f0`, …) and DOM ids, in schema order. */
export function fieldEntries(fields: readonly FieldModel[] | undefined, idPrefix: string): FormFieldEntry[] {
  return (fields ?? []).map((field, i) => {
    const name = safeName(i);
    return { field, name, id: `${idPrefix}-${name}` };
  });
}

/** An own data property of untrusted JSON, read without running getters; `undefined` otherwise. */
function ownData(x: unknown, key: string): unknown {
  return typeof x === 'object' && x !== null ? ownValue(x, key) : undefined;
}

/** The schema's `title` of property `key` (plain server text), when it is a non-blank string. */
export function propertyTitle(schema: unknown, key: string): string | undefined {
  const title = ownData(ownData(ownData(schema, 'properties'), key), 'title');
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}
