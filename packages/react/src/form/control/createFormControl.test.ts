// @vitest-environment node
// The control is framework-free: no DOM needed.
import type { ElicitContent, ElicitResult } from '@elicit-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { createFormControl, type FormControlHost } from './createFormControl.js';
import type { SensitiveFindings } from './formState.js';

const FINDINGS: SensitiveFindings = { fields: [{ key: 'password' }] } as unknown as SensitiveFindings;

function setup(overrides: Partial<FormControlHost> = {}) {
  const answers: ElicitResult[] = [];
  const drafts: [unknown, string[]][] = [];
  const host: FormControlHost = {
    onRespond: (result) => void answers.push(result),
    onDraft: (values, secret) => void drafts.push([values, [...secret]]),
    sensitiveFields: 'warn',
    prepare: () => undefined,
    checkAnswer: (): ElicitContent | undefined => ({ name: 'Ada' }),
    focusAcknowledge: vi.fn(),
    ...overrides,
  };
  const control = createFormControl(true, () => host);
  const renders = vi.fn();
  control.subscribe(renders);
  return { control, host, answers, drafts, renders };
}

/** A promise and its resolver, so a test decides when the secret check settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createFormControl', () => {
  it('sends core content once, whatever is pressed after', async () => {
    const { control, answers } = setup();
    control.checkSecrets(Promise.resolve(undefined));
    await Promise.all([control.accept(), control.accept()]);
    control.respond({ action: 'decline' });
    control.escape(() => false);
    expect(answers).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('an invalid answer sends nothing and ends the in-flight flag', async () => {
    const { control, answers } = setup({ checkAnswer: () => undefined });
    await control.accept();
    expect(answers).toEqual([]);
    expect(control.getState().submitting).toBe(false);
  });

  it('Submit before the secret check loaded waits for it; findings need the tick', async () => {
    const check = deferred<SensitiveFindings | undefined>();
    const { control, answers, host } = setup();
    control.checkSecrets(check.promise);
    const submitted = control.accept();
    check.resolve(FINDINGS);
    await submitted;
    expect(answers).toEqual([]);
    expect(control.getState().tickMissing).toBe(true);
    expect(host.focusAcknowledge).toHaveBeenCalledTimes(1);
    control.acknowledge(true);
    await control.accept();
    expect(answers).toEqual([{ action: 'accept', content: { name: 'Ada' } }]);
  });

  it('block mode refuses a flagged form, and one the check could not run on', async () => {
    for (const outcome of [Promise.resolve(FINDINGS), Promise.reject(new Error('chunk failed'))]) {
      const { control, answers } = setup({ sensitiveFields: 'block' });
      control.checkSecrets(outcome);
      await control.accept();
      expect(answers).toEqual([]);
    }
  });

  it('drafts wait for the secret check, then leave without the secret fields', async () => {
    const check = deferred<SensitiveFindings | undefined>();
    const { control, drafts } = setup();
    control.draft({ f0: 'early' });
    control.checkSecrets(check.promise);
    control.draft({ f0: 'later' });
    expect(drafts).toEqual([]);
    check.resolve(FINDINGS);
    await check.promise.then(() => undefined);
    await Promise.resolve();
    expect(drafts).toEqual([[{ f0: 'later' }, ['password']]]);
    control.draft({ f0: 'now' });
    expect(drafts.at(-1)).toEqual([{ f0: 'now' }, ['password']]);
  });

  it('a dropped check (a new request) changes nothing when it settles', async () => {
    const check = deferred<SensitiveFindings | undefined>();
    const { control } = setup();
    const drop = control.checkSecrets(check.promise);
    drop();
    check.resolve(FINDINGS);
    await check.promise;
    await Promise.resolve();
    expect(control.getState().check).toBe('pending');
  });

  it('Escape: asks with edits, backs out, cancels without', () => {
    const { control, answers } = setup();
    control.escape(() => true);
    expect(control.getState().confirmingCancel).toBe(true);
    control.escape(() => true);
    expect(control.getState().confirmingCancel).toBe(false);
    control.escape(() => false);
    expect(answers).toEqual([{ action: 'cancel' }]);
  });

  it('views re-render only for what they show: not for Submit in flight, nor for a check that flags nothing', async () => {
    const { control, renders } = setup();
    control.checkSecrets(Promise.resolve(undefined));
    await Promise.resolve();
    await Promise.resolve();
    expect(control.getState().check).toBe('clear');
    expect(renders).not.toHaveBeenCalled();
    await control.accept();
    expect(renders).toHaveBeenCalledTimes(1); // the answer
    expect(control.getSnapshot().status).toBe('responded');
  });
});
