import { createElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { answerAcceptingDefaults, respondAcceptingDefaults, type UnanswerableEntry } from './auto-responder.js';

/** The form of conformance's sep1034 scenario: defaults everywhere, nothing required. */
const SEP1034_FORM = {
  message: 'Defaults',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', default: 'John Doe' },
      age: { type: 'integer', default: 30 },
      score: { type: 'number', default: 95.5 },
      status: { type: 'string', enum: ['active', 'inactive', 'pending'], default: 'active' },
      verified: { type: 'boolean', default: true },
    },
  },
};

describe('answerAcceptingDefaults', () => {
  it('accepts a form with every default, typed as the schema says', () => {
    expect(answerAcceptingDefaults(SEP1034_FORM)).toEqual({
      action: 'accept',
      content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true },
    });
  });

  it('ticks a checkbox that has no default (sep-2322 asks for `confirmed` that way)', () => {
    const form = { message: 'Confirm?', requestedSchema: { type: 'object', properties: { confirmed: { type: 'boolean' } } } };
    expect(answerAcceptingDefaults(form)).toEqual({ action: 'accept', content: { confirmed: true } });
  });

  it('accepts a URL request without content', () => {
    expect(answerAcceptingDefaults({ mode: 'url', message: 'Sign in', url: 'https://example.com/a', elicitationId: 'a' })).toEqual({ action: 'accept' });
  });

  it('does not submit a form whose required field has no default', () => {
    const form = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } };
    expect(answerAcceptingDefaults(form)).toEqual({ reason: 'invalid-form', errors: [{ key: 'name', code: 'required' }] });
  });

  it('reports params core cannot read', () => {
    expect(answerAcceptingDefaults({ mode: 'url' })).toEqual({ reason: 'invalid-params' });
  });
});

describe('respondAcceptingDefaults', () => {
  it('answers entries already pending and those that come later; cancels and reports what it cannot answer', async () => {
    const queue = createElicitationQueue();
    const server = { name: 'test' };
    const early = queue.enqueue({ server, params: SEP1034_FORM });
    const problems: UnanswerableEntry[] = [];
    const stop = respondAcceptingDefaults(queue, (problem) => problems.push(problem));
    const late = queue.enqueue({ server, params: { mode: 'url', message: 'Go', url: 'https://example.com/b', elicitationId: 'b' } });
    const broken = queue.enqueue({
      server,
      params: { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    });

    expect((await early).action).toBe('accept');
    expect(await late).toEqual({ action: 'accept' });
    expect(await broken).toEqual({ action: 'cancel' });
    expect(problems.map((problem) => problem.reason)).toEqual(['invalid-form']);

    stop();
    void queue.enqueue({ server, params: SEP1034_FORM });
    expect(queue.getSnapshot().pending).toHaveLength(1);
  });
});
