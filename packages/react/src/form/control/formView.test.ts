import type { FormModel } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { initialFormState, reduceForm, type SensitiveFindings } from './formState.js';
import { createViewReader, formView } from './formView.js';

const model = { fields: [], renderable: true, acceptable: true, issues: [] } as unknown as FormModel;
const findings: SensitiveFindings = { fields: [{ key: 'password', reason: 'password' } as SensitiveFindings['fields'][number]] };

describe('formView', () => {
  it('derives what a view shows from the state, the model and the secret policy', () => {
    const ready = initialFormState(true);
    expect(formView(ready, model, undefined)).toMatchObject({ status: 'ready', canAccept: true, secretGate: 'none', canSubmit: true });
    expect(formView(ready, undefined, undefined)).toMatchObject({ canAccept: false, canSubmit: false });
    const flagged = reduceForm(ready, { type: 'check', check: findings });
    expect(formView(flagged, model, 'block')).toMatchObject({ blocked: true, canAccept: false, secretGate: 'none', canSubmit: false });
    expect(formView(flagged, model, 'warn')).toMatchObject({ blocked: false, canAccept: true, secretGate: 'acknowledge', canSubmit: false });
    const missing = reduceForm(flagged, { type: 'tickMissing' });
    expect(formView(missing, model, 'warn')).toMatchObject({ acknowledgeMissing: true });
    const ticked = reduceForm(missing, { type: 'acknowledge', value: true });
    expect(formView(ticked, model, 'warn')).toMatchObject({ acknowledgeMissing: false, canSubmit: true });
    const answered = reduceForm(ticked, { type: 'respond', action: 'accept' });
    expect(formView(answered, model, 'warn')).toMatchObject({ status: 'responded', canSubmit: false });
  });

  it('reads one object per state and policy, so a selector may hand it back whole', () => {
    let state = initialFormState(true);
    let policy: 'warn' | 'block' | undefined = 'warn';
    const view = createViewReader(
      () => state,
      model,
      () => policy,
    );
    const first = view();
    expect(view()).toBe(first);
    expect(view(state)).toBe(first);
    state = reduceForm(state, { type: 'check', check: findings });
    const flagged = view();
    expect(flagged).not.toBe(first);
    expect(flagged.secretGate).toBe('acknowledge');
    policy = 'block';
    expect(view().blocked).toBe(true);
  });
});
