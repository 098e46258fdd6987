import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elicitationCapability, supportedElicitationModes } from './elicitation-capability.js';

describe('elicitationCapability', () => {
  it('declares only the modes the host renders (C5, C6)', () => {
    expect(elicitationCapability({ form: true })).toStrictEqual({ form: {} });
    expect(elicitationCapability({ url: true })).toStrictEqual({ url: {} });
    expect(elicitationCapability({ form: true, url: true })).toStrictEqual({ form: {}, url: {} });
    expect(elicitationCapability({ form: true, url: false })).toStrictEqual({ form: {} });
    expect(elicitationCapability({})).toBeUndefined();
    expect(elicitationCapability({ form: false, url: false })).toBeUndefined();
  });

  it('counts only true and survives junk', () => {
    expect(elicitationCapability({ form: 'yes' as never, url: 1 as never })).toBeUndefined();
    expect(elicitationCapability(null as never)).toBeUndefined();
  });

  it('returns fresh objects', () => {
    const first = elicitationCapability({ form: true, url: true });
    const second = elicitationCapability({ form: true, url: true });
    expect(first).not.toBe(second);
    expect(first?.form).not.toBe(second?.form);
  });
});

describe('supportedElicitationModes', () => {
  it.each([
    [{}, { form: true, url: false }],
    [{ form: {} }, { form: true, url: false }],
    [{ url: {} }, { form: false, url: true }],
    [
      { form: {}, url: {} },
      { form: true, url: true },
    ],
    [{ form: { applyDefaults: true } }, { form: true, url: false }],
    [{ other: {} }, { form: true, url: false }],
    [{ form: true }, { form: false, url: false }],
    [{ url: null }, { form: false, url: false }],
    [
      { form: {}, url: 'yes' },
      { form: true, url: false },
    ],
    [undefined, { form: false, url: false }],
    [null, { form: false, url: false }],
    [[], { form: false, url: false }],
  ])('%j → %j', (capability, modes) => {
    expect(supportedElicitationModes(capability)).toStrictEqual(modes);
  });

  it('reads back what elicitationCapability declares', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (form, url) => {
        const declared = elicitationCapability({ form, url });
        expect(supportedElicitationModes(declared)).toStrictEqual({ form, url });
      }),
    );
  });
});
