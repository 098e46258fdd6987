// @vitest-environment node
// The control is framework-free: no DOM needed.
import { describe, expect, it } from 'vitest';
import { initialFormState, reduceForm, secretGate, type FormEvent, type FormState } from './formState.js';

const ready = initialFormState(true);
const findings = { fields: [{ key: 'password', reason: 'name' }] } as unknown as Exclude<FormState['check'], string>;
const run = (state: FormState, ...events: FormEvent[]) => events.reduce(reduceForm, state);

describe('reduceForm', () => {
  it('starts ready, or invalid when the params are unusable', () => {
    expect(ready.status).toBe('ready');
    expect(initialFormState(false).status).toBe('invalid');
  });

  it('answers exactly once: every answer after the first changes nothing', () => {
    const answered = run(ready, { type: 'respond', action: 'decline' });
    expect(answered).toMatchObject({ status: 'responded', answered: 'decline' });
    for (const event of [
      { type: 'respond', action: 'accept' },
      { type: 'escape', edits: false },
      { type: 'escape', edits: true },
      { type: 'submit' },
    ] satisfies FormEvent[])
      expect(reduceForm(answered, event)).toBe(answered);
  });

  it('an invalid form can still be declined or cancelled', () => {
    expect(run(initialFormState(false), { type: 'respond', action: 'cancel' })).toMatchObject({ status: 'responded', answered: 'cancel' });
  });

  it('one Submit at a time', () => {
    const inFlight = run(ready, { type: 'submit' });
    expect(inFlight.submitting).toBe(true);
    expect(reduceForm(inFlight, { type: 'submit' })).toBe(inFlight);
    expect(run(inFlight, { type: 'submitted' }).submitting).toBe(false);
    // The answer sent during the check still ends the in-flight flag.
    expect(run(inFlight, { type: 'respond', action: 'accept' }, { type: 'submitted' })).toMatchObject({ status: 'responded', submitting: false });
  });

  it('Escape cancels with nothing typed, asks first with edits, and backs out of the question', () => {
    expect(run(ready, { type: 'escape', edits: false })).toMatchObject({ status: 'responded', answered: 'cancel' });
    const asking = run(ready, { type: 'escape', edits: true });
    expect(asking).toMatchObject({ status: 'ready', confirmingCancel: true });
    expect(run(asking, { type: 'escape', edits: true })).toMatchObject({ status: 'ready', confirmingCancel: false });
    expect(run(asking, { type: 'keepEditing' }).confirmingCancel).toBe(false);
    expect(run(asking, { type: 'respond', action: 'cancel' })).toMatchObject({ status: 'responded', confirmingCancel: false });
  });

  it('the tick holds for the findings it was given for only', () => {
    expect(run(ready, { type: 'acknowledge', value: true }).acknowledged).toBe(false);
    const flagged = run(ready, { type: 'check', check: 'pending' }, { type: 'check', check: findings });
    const ticked = run(flagged, { type: 'tickMissing' }, { type: 'acknowledge', value: true });
    expect(ticked).toMatchObject({ acknowledged: true, tickMissing: false });
    expect(run(ticked, { type: 'check', check: { ...findings } }).acknowledged).toBe(false);
  });

  it('Submit without the tick says so until the box is ticked', () => {
    const flagged = run(ready, { type: 'check', check: findings }, { type: 'tickMissing' });
    expect(flagged.tickMissing).toBe(true);
    expect(run(flagged, { type: 'acknowledge', value: false }).tickMissing).toBe(false);
  });
});

describe('secretGate', () => {
  it('block mode refuses a flagged form and one the check could not run on; warn mode waits for the tick', () => {
    expect(([findings, 'failed', 'clear', 'idle'] as const).map((check) => secretGate(check, 'block', true))).toEqual(['refuse', 'refuse', 'send', 'send']);
    expect(([findings, 'failed', 'clear'] as const).map((check) => secretGate(check, 'warn', false))).toEqual(['tick', 'send', 'send']);
    expect(secretGate(findings, undefined, true)).toBe('send');
  });
});
