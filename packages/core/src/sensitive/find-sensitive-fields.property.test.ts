import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldModel, FormModel } from '../schema/types.js';
import { findSensitiveFields, matchSensitiveField } from './find-sensitive-fields.js';
import { SENSITIVE_REASONS } from './types.js';

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('pass', 'word', 'pin', ' ', '_', 'Key', 'API', 'token', 'not', '.', 'ñ', '\u200B', 'ａ'), maxLength: 12 }),
);
const kind = fc.constantFrom<unknown>('text', 'number', 'boolean', 'select', 'multiselect', undefined, 3, null);
const field = fc.oneof(fc.record({ kind, key: text, label: text, description: fc.option(text, { nil: undefined }), required: fc.boolean() }), fc.anything());
const model = fc.oneof(fc.record({ fields: fc.array(field, { maxLength: 8 }), issues: fc.constant([]), renderable: fc.boolean() }), fc.anything());

const KNOWN_SECRETS = ['Password', 'Mot de passe', 'Clé d’API', 'newAPIKey', 'Kreditkartennummer', 'IBAN', 'One-time password', 'Número de tarjeta'];

describe('findSensitiveFields properties', () => {
  it('never throws on arbitrary models, and reports only fields it was given, in order', () => {
    fc.assert(
      fc.property(model, (candidate) => {
        const found = findSensitiveFields(candidate as FormModel);
        const fields: unknown[] = Array.isArray((candidate as { fields?: unknown } | null)?.fields) ? (candidate as FormModel).fields : [];
        const keys = fields.flatMap((entry) =>
          typeof entry === 'object' && entry !== null && typeof (entry as FieldModel).key === 'string' ? [(entry as FieldModel).key] : [],
        );
        let cursor = 0;
        for (const hit of found) {
          expect(SENSITIVE_REASONS).toContain(hit.reason);
          expect(['key', 'label', 'description']).toContain(hit.source);
          expect(hit.matched.length).toBeGreaterThan(0);
          const at = keys.indexOf(hit.key, cursor);
          expect(at).toBeGreaterThanOrEqual(cursor);
          cursor = at + 1;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sees through case, invisible characters and full-width forms', () => {
    const invisible = fc.constantFrom('\u200B', '\u200D', '\u00AD', '\u2060', '\uFEFF');
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN_SECRETS), fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 4 }), (label, inserts) => {
        const reasonOf = (written: string) => matchSensitiveField({ kind: 'text', key: 'x', label: written, required: false })?.reason;
        const expected = reasonOf(label);
        expect(expected).toBeDefined();
        let hidden = label;
        for (const [at, char] of inserts) {
          const index = at % (hidden.length + 1);
          hidden = hidden.slice(0, index) + char + hidden.slice(index);
        }
        expect(reasonOf(hidden)).toBe(expected);
        expect(reasonOf(label.toUpperCase())).toBe(expected);
        const fullWidth = [...label].map((char) => (/[!-~]/.test(char) ? String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0) : char)).join('');
        expect(reasonOf(fullWidth)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
