import { checkAnswer, createElicitationQueue } from '@elicit-kit/core';
import type { ElicitResult } from '@elicit-kit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askPerson, sendable } from './ask-person.js';
import type { AskRequest } from './ask-person.js';
import { InvalidContentError } from './errors.js';
import type { ElicitationCallError } from './errors.js';

const SERVER = { name: 'Server' };
const FORM = {
  message: 'Who?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 1 }, seats: { type: 'integer', minimum: 1 } }, required: ['name'] },
};
const URL_PARAMS = { mode: 'url', message: 'Sign in', url: 'https://example.com/login' };

afterEach(() => {
  vi.useRealTimers();
});

/** What mcp sends for `result`: core's check, then mcp's report of a refusal. */
async function checked(
  params: unknown,
  result: ElicitResult,
  key: string | undefined,
  onError: ((error: ElicitationCallError) => void) | undefined,
): Promise<ElicitResult> {
  return sendable(await checkAnswer(params, result), key, onError);
}

function collect(): { errors: ElicitationCallError[]; onError: (error: ElicitationCallError) => void } {
  const errors: ElicitationCallError[] = [];
  return { errors, onError: (error) => errors.push(error) };
}

describe("sendable (core's checkAnswer, reported the mcp way)", () => {
  it('turns an accept of a URL that cannot be opened into cancel and reports it', async () => {
    const { errors, onError } = collect();
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url']) {
      expect(await checked({ ...URL_PARAMS, url }, { action: 'accept' }, 'k', onError)).toEqual({ action: 'cancel' });
    }
    expect(errors.map((error) => (error as InvalidContentError).fieldErrors)).toEqual([
      [{ key: 'url', code: 'unsupported-scheme' }],
      [{ key: 'url', code: 'unsupported-scheme' }],
      [{ key: 'url', code: 'invalid-url' }],
    ]);
  });

  it('turns failing content into cancel and reports InvalidContentError with the field errors (C9)', async () => {
    const { errors, onError } = collect();
    expect(await checked(FORM, { action: 'accept', content: { seats: 0 } }, 'details', onError)).toEqual({ action: 'cancel' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(InvalidContentError);
    expect((errors[0] as InvalidContentError).fieldErrors.map((error) => error.key)).toEqual(['name', 'seats']);
  });

  it('turns an accept of params it cannot read into cancel, and survives a throwing reporter', async () => {
    const { errors, onError } = collect();
    expect(await checked({ mode: 'carrier-pigeon', message: 'm' }, { action: 'accept' }, 'k', onError)).toEqual({ action: 'cancel' });
    expect(errors[0]).toMatchObject({ code: 'invalid-content', fieldErrors: [] });
    const throwing = (): void => {
      throw new Error('host bug');
    };
    expect(await checked(FORM, { action: 'accept', content: {} }, 'k', throwing)).toEqual({ action: 'cancel' });
  });
});

describe('askPerson', () => {
  function ask(overrides: Partial<AskRequest>): ReturnType<typeof askPerson> {
    return askPerson({
      queue: createElicitationQueue(),
      server: SERVER,
      params: FORM,
      key: 'k',
      group: 'g',
      signal: undefined,
      timeoutMs: undefined,
      onError: undefined,
      ...overrides,
    });
  }

  it('enqueues with key, group and server, and answers with the checked result', async () => {
    const queue = createElicitationQueue();
    const asked = ask({ queue });
    const [entry] = queue.getSnapshot().pending;
    expect(entry).toMatchObject({ id: asked.entryId, key: 'k', group: 'g', server: SERVER });
    expect(entry?.expiresAt).toBeUndefined();
    expect(asked.url).toBe(false);
    queue.respond(asked.entryId as string, { action: 'accept', content: { name: 'Ada' } });
    await expect(asked.answer).resolves.toMatchObject({ action: 'accept', content: { name: 'Ada' } });
  });

  it('knows its entry even when a queue listener answers it during enqueue (an automatic responder)', async () => {
    const queue = createElicitationQueue();
    queue.subscribe(() => {
      for (const entry of queue.getSnapshot().pending) queue.respond(entry.id, { action: 'accept' });
    });
    const asked = ask({ queue, params: URL_PARAMS });
    expect(queue.getSnapshot().pending).toEqual([]);
    expect(asked.entryId).toBeDefined();
    expect(queue.getSnapshot().closed.map((record) => record.entry.id)).toEqual([asked.entryId]);
    await expect(asked.answer).resolves.toEqual({ action: 'accept' });
  });

  it('closes the entry as aborted when the signal aborts, and answers cancel', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    const asked = ask({ queue, signal: controller.signal, params: URL_PARAMS });
    expect(asked.url).toBe(true);
    controller.abort();
    await expect(asked.answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().closed[0]).toMatchObject({ reason: 'aborted' });
  });

  it('with timeoutMs sets expiresAt and still honours the caller signal', async () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    // A fixed clock (Date only; timers stay real): the deadline is exactly now + timeoutMs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') });
    const asked = ask({ queue, signal: controller.signal, timeoutMs: 60_000 });
    const [entry] = queue.getSnapshot().pending;
    expect(entry?.expiresAt).toBe(Date.parse('2026-12-01T10:01:00Z'));
    controller.abort();
    await expect(asked.answer).resolves.toEqual({ action: 'cancel' });
  });

  it('shows the card for a fractional timeoutMs, and cancels it once the deadline passes', async () => {
    const queue = createElicitationQueue();
    const asked = ask({ queue, timeoutMs: 1.5 });
    expect(asked.entryId).toBeDefined();
    await expect(asked.answer).resolves.toEqual({ action: 'cancel' });
    expect(queue.getSnapshot().closed[0]).toMatchObject({ reason: 'aborted', entry: { id: asked.entryId } });
  });

  it('answers cancel when the queue itself fails', async () => {
    const broken = {
      ...createElicitationQueue(),
      enqueue: (): never => {
        throw new Error('broken queue');
      },
    };
    const asked = ask({ queue: broken });
    expect(asked.entryId).toBeUndefined();
    await expect(asked.answer).resolves.toEqual({ action: 'cancel' });
  });
});
