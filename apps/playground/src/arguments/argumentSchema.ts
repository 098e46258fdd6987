import { toFormModel } from '@elicit-kit/core';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019.js';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ARGUMENTS_MESSAGES, type SchemaErrorWords } from '../i18n/argumentsMessages.js';

/** How a tool's arguments are entered: the kit's own form, a JSON editor, or not at all. */
export type ArgumentsEditor = 'none' | 'form' | 'json';

/**
 * `form` when the tool's `inputSchema` fits the elicitation grammar (core's `toFormModel`
 * renders and accepts it with no error: flat properties of the kinds a form can hold), `json`
 * otherwise (nested objects, arrays of objects, combinators…), `none` without properties.
 */
export function editorFor(inputSchema: unknown): ArgumentsEditor {
  const properties = typeof inputSchema === 'object' && inputSchema !== null ? (inputSchema as Record<string, unknown>).properties : undefined;
  if (typeof properties !== 'object' || properties === null || Object.keys(properties).length === 0) return 'none';
  const model = toFormModel(inputSchema);
  const fits =
    model.renderable && model.acceptable && (model.unrenderedRequired?.length ?? 0) === 0 && model.issues.every((issue) => issue.severity !== 'error');
  return fits ? 'form' : 'json';
}

/** What the JSON editor says about its text. */
export type ArgumentsCheck =
  { ok: true; value: Record<string, unknown>; warning?: string } | { ok: false; problem: 'not-json' | 'not-object' | 'schema'; messages: string[] };

const validators = new WeakMap<object, ValidateFunction | Error>();

/**
 * Parses `text` and checks it against `inputSchema` with Ajv (the dialect its `$schema` names:
 * draft-07 by default, 2019-09 or 2020-12; formats checked), worded by `words` (the UI's
 * language: Ajv's messages are translated too). A schema Ajv cannot compile does not block the
 * call (the server checks anyway): the result says so in `warning`.
 */
export function checkArguments(text: string, inputSchema: unknown, words: SchemaErrorWords = ARGUMENTS_MESSAGES.en.schemaErrors): ArgumentsCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'not-json', messages: [error instanceof Error ? error.message : String(error)] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'not-object', messages: [] };
  if (typeof inputSchema !== 'object' || inputSchema === null) return { ok: true, value: value as Record<string, unknown>, warning: words.noSchema };
  const validate = validatorFor(inputSchema);
  if (validate instanceof Error) return { ok: true, value: value as Record<string, unknown>, warning: words.uncheckable(validate.message) };
  if (validate(value)) return { ok: true, value: value as Record<string, unknown> };
  // Copies: the translation rewrites `message` in place, and the validator's own array is reused.
  const errors = (validate.errors ?? []).slice(0, 20).map((error) => ({ ...error }));
  words.localize(errors);
  return { ok: false, problem: 'schema', messages: errors.map((error) => describeError(error, words)) };
}

/** The schema's defaults as a starting text for the editor (`{}` when it has none). */
export function initialArgumentsText(inputSchema: unknown): string {
  const properties = typeof inputSchema === 'object' && inputSchema !== null ? (inputSchema as Record<string, unknown>).properties : undefined;
  const start: Record<string, unknown> = {};
  if (typeof properties === 'object' && properties !== null) {
    for (const [key, property] of Object.entries(properties)) {
      if (typeof property === 'object' && property !== null && 'default' in property) start[key] = (property as { default: unknown }).default;
    }
  }
  return JSON.stringify(start, null, 2);
}

function validatorFor(inputSchema: object): ValidateFunction | Error {
  const cached = validators.get(inputSchema);
  if (cached !== undefined) return cached;
  let compiled: ValidateFunction | Error;
  try {
    compiled = ajvFor((inputSchema as { $schema?: unknown }).$schema).compile(inputSchema);
  } catch (error) {
    compiled = error instanceof Error ? error : new Error(String(error));
  }
  validators.set(inputSchema, compiled);
  return compiled;
}

function ajvFor(dialect: unknown): Ajv {
  const options = { allErrors: true, strict: false } as const;
  const text = typeof dialect === 'string' ? dialect : '';
  const ajv = text.includes('2020-12') ? new Ajv2020(options) : text.includes('2019-09') ? new Ajv2019(options) : new Ajv(options);
  addFormats(ajv);
  return ajv;
}

/** One Ajv error as a sentence in the UI's language: where (`/path`, or the arguments), then what. */
function describeError(error: ErrorObject, words: SchemaErrorWords): string {
  const where = error.instancePath === '' ? words.root : `\`${error.instancePath}\``;
  const params = error.params as { missingProperty?: unknown; additionalProperty?: unknown; allowedValues?: unknown };
  if (error.keyword === 'required') return words.required(error.instancePath === '' ? undefined : where, String(params.missingProperty));
  if (error.keyword === 'additionalProperties') return words.additional(where, String(params.additionalProperty));
  if (error.keyword === 'enum') return words.enum(where, JSON.stringify(params.allowedValues));
  return words.other(where, error.message ?? error.keyword);
}
