import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.js';

const FORM = {
  message: 'Who?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', minLength: 1 }, seats: { type: 'integer', minimum: 1 } }, required: ['name'] },
};
const URL_PARAMS = { mode: 'url', message: 'Sign in', url: 'https://example.com/login' };

// A runtime never renders the form, so nothing but the check itself loads the pattern engine.
const params = {
  mode: 'form',
  message: 'Who are you?',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', pattern: '^[^!]+@[^@]+$' },
      seats: { type: 'integer', exclusiveMinimum: 0 },
    },
    required: ['email', 'seats'],
  },
};

describe('checkAnswer', () => {
  it('accepts content that satisfies a pattern in a fresh process (the engine loads on demand)', async () => {
    await expect(checkAnswer(params, { action: 'accept', content: { email: 'ada@example.com', seats: 1 } })).resolves.toEqual({
      ok: true,
      result: { action: 'accept', content: { email: 'ada@example.com', seats: 1 } },
    });
  });

  it('refuses content that breaks the pattern or the exclusive bound', async () => {
    const pattern = await checkAnswer(params, { action: 'accept', content: { email: 'a!b@example.com', seats: 1 } });
    expect(pattern.ok).toBe(false);
    const bound = await checkAnswer(params, { action: 'accept', content: { email: 'ada@example.com', seats: 0 } });
    expect(bound.ok).toBe(false);
  });
});

describe('checkAnswer, what may be sent', () => {
  it('sends decline and cancel bare, whatever came with them', async () => {
    expect(await checkAnswer(FORM, { action: 'decline', content: { name: 'x' } })).toEqual({ ok: true, result: { action: 'decline' } });
    expect(await checkAnswer(FORM, { action: 'cancel', _meta: { a: 1 } })).toEqual({ ok: true, result: { action: 'cancel' } });
  });

  it('sends a URL accept without content, and refuses one whose URL cannot be opened, saying why', async () => {
    expect(await checkAnswer(URL_PARAMS, { action: 'accept', content: { leak: 'x' } })).toEqual({ ok: true, result: { action: 'accept' } });
    const refusals = [];
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url'])
      refusals.push(await checkAnswer({ ...URL_PARAMS, url }, { action: 'accept' }));
    expect(refusals.map((check) => (check.ok ? 'sent' : check.urlError))).toEqual(['unsupported-scheme', 'unsupported-scheme', 'invalid-url']);
    expect(refusals.every((check) => !check.ok && check.errors[0]?.key === 'url' && check.errors[0].code === 'invalidUri')).toBe(true);
  });

  it("sends validate's exact content for a valid form (schema keys only, typed values), and the field errors otherwise", async () => {
    const sent = await checkAnswer(FORM, { action: 'accept', content: { name: 'Ada', seats: 2, extra: 'no' } });
    expect(sent.ok && { ...sent.result.content }).toEqual({ name: 'Ada', seats: 2 });
    const refused = await checkAnswer(FORM, { action: 'accept', content: { seats: 0 } });
    expect(refused.ok ? [] : refused.errors.map((error) => error.key)).toEqual(['name', 'seats']);
  });

  it('refuses an accept of params it cannot read, with no field errors', async () => {
    expect(await checkAnswer({ mode: 'carrier-pigeon', message: 'm' }, { action: 'accept' })).toEqual({ ok: false, errors: [] });
  });

  it('keeps a hostile __proto__ field as plain data', async () => {
    const schema: unknown = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}');
    const content = JSON.parse('{"__proto__":"x"}') as Record<string, string>;
    const check = await checkAnswer({ message: 'm', requestedSchema: schema }, { action: 'accept', content });
    expect(check.ok).toBe(true);
    const sent = check.ok ? check.result.content : undefined;
    expect(Object.hasOwn(sent ?? {}, '__proto__')).toBe(true);
    expect(JSON.stringify(sent)).toBe('{"__proto__":"x"}');
  });
});
