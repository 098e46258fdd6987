import type { FieldModel, FormModel } from '../schema/types.js';
import { fieldContext, matchTokens } from './match-tokens.js';
import { tokenize } from './tokenize.js';
import type { SensitiveField, SensitiveSource, SensitiveTextMatch } from './types.js';

// A choice or a checkbox cannot carry a typed secret: its values come from the server.
const CHOICE_KINDS: ReadonlySet<unknown> = new Set(['boolean', 'select', 'multiselect']);
const SOURCES: readonly SensitiveSource[] = ['key', 'label', 'description'];

/**
 * The fields of `model` that look like they ask for a secret the spec forbids in form
 * mode (passwords, API keys, tokens, payment credentials…: URL mode is for those), in field order, one
 * entry per field. Judged from the key, then the label, then the description, in
 * English, German, French, Spanish, Portuguese, Italian and Dutch (and, in keys and
 * labels, the words for password and PIN in Japanese, Chinese and Russian).
 *
 * Only text and number fields are checked: a boolean or a choice cannot carry a typed
 * secret. A heuristic: use it to warn, not as a guarantee. Never throws, whatever
 * `model` really is; what cannot be read is skipped.
 */
export function findSensitiveFields(model: FormModel): SensitiveField[] {
  const found: SensitiveField[] = [];
  let fields: unknown;
  try {
    fields = typeof model === 'object' && model !== null ? model.fields : undefined;
    if (!Array.isArray(fields)) return found;
  } catch {
    return found;
  }
  for (const field of fields as unknown[]) {
    const hit = matchSensitiveField(field as FieldModel);
    if (hit !== undefined) found.push(hit);
  }
  return found;
}

/**
 * Why `field` looks like it asks for a secret, or `undefined`; see
 * {@link findSensitiveFields}. Never throws: a field without a string key is skipped.
 */
export function matchSensitiveField(field: FieldModel): SensitiveField | undefined {
  try {
    if (typeof field !== 'object' || field === null) return undefined;
    const { key, label, description, kind } = field as Partial<Record<keyof FieldModel, unknown>>;
    if (typeof key !== 'string' || CHOICE_KINDS.has(kind)) return undefined;
    const texts = [key, typeof label === 'string' ? label : '', typeof description === 'string' ? description : ''];
    const parts = texts.map((text, index) => (index > 0 && text === texts[index - 1] ? [] : tokenize(text)));
    const context = fieldContext(parts);
    for (const [index, source] of SOURCES.entries()) {
      const match = matchTokens(parts[index] ?? [], source, context);
      if (match !== undefined) return { key, source, ...match };
    }
  } catch {
    // Hostile objects (throwing getters, revoked proxies) are skipped, never fatal.
  }
  return undefined;
}

/** Whether `field` looks like it asks for a secret; see {@link findSensitiveFields}. */
export function isSensitiveField(field: FieldModel): boolean {
  return matchSensitiveField(field) !== undefined;
}

/**
 * The secret a piece of prose asks for, e.g. a request's `message`
 * ("Please enter your PIN"), or `undefined`. Rules too loose for prose (a bare
 * "token" or "secret") are left out, as for descriptions. Never throws.
 */
export function matchSensitiveText(text: unknown): SensitiveTextMatch | undefined {
  if (typeof text !== 'string') return undefined;
  const tokens = tokenize(text);
  return matchTokens(tokens, 'description', fieldContext([tokens]));
}
