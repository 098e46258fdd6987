// A file of its own: the pattern engine is module state, and here it must start unloaded.
import { describe, expect, it } from 'vitest';
import { toFormModel } from '../schema/to-form-model.js';
import { isPatternEngineLoaded, isSchemaSupportLoaded, loadSchemaSupport } from './pattern-support.js';
import { validate } from './validate.js';

const schema = {
  type: 'object',
  properties: { code: { type: 'string', pattern: '^[A-Z]{3}$', default: 'ABC' }, note: { type: 'string' } },
  required: ['code'],
};

describe('pattern fields before and after the engine loads', () => {
  it('never accepts a pattern field unchecked, and accepts it once loaded', async () => {
    const model = toFormModel(schema);
    expect(model.acceptable).toBe(true);
    // The default is kept: it is checked again when the form is answered.
    expect(model.fields[0]).toMatchObject({ kind: 'text', pattern: '^[A-Z]{3}$', default: 'ABC' });
    expect(isPatternEngineLoaded()).toBe(false);
    expect(isSchemaSupportLoaded(model)).toBe(false);
    expect(isSchemaSupportLoaded(toFormModel({ type: 'object', properties: { a: { type: 'string' } } }))).toBe(true);
    expect(validate(model, { code: 'ABC' })).toStrictEqual({ ok: false, errors: [{ key: 'code', code: 'patternPending' }] });
    // A form without patterns does not wait for anything.
    await loadSchemaSupport(toFormModel({ type: 'object', properties: { a: { type: 'string' } } }));
    expect(isPatternEngineLoaded()).toBe(false);
    await loadSchemaSupport(model);
    expect(isPatternEngineLoaded()).toBe(true);
    expect(isSchemaSupportLoaded(model)).toBe(true);
    expect(validate(model, { code: 'ABC' })).toMatchObject({ ok: true, content: { code: 'ABC' } });
    expect(validate(model, { code: 'abc' })).toStrictEqual({ ok: false, errors: [{ key: 'code', code: 'patternMismatch' }] });
  });
});
