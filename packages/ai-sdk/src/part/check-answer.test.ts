import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.js';

// The server never renders the form, so nothing but the check itself loads the pattern engine.
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
