import { describe, expect, it } from 'vitest';
import { forgetfulResult } from './forgetful-server.js';

const toolError = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });
const FORM_ONLY = { form: true, url: false };

describe('forgetfulResult', () => {
  it.each([
    'Client does not support form elicitation.',
    'Client does not support elicitation (required for elicitation/create)',
    "Cannot request input 'seat' (elicitation/create): the client on this 2025-era connection did not declare the required capability (no client capabilities are available on this connection — per-request legacy serving cannot receive server-to-client requests)",
  ])('recognises %j when form mode was declared', (text) => {
    expect(forgetfulResult(toolError(text), FORM_ONLY)).toMatchObject({ code: 'forgetful-server' });
  });

  it('leaves an honest refusal of a mode this client did not declare as it is', () => {
    expect(forgetfulResult(toolError('Client does not support url elicitation.'), FORM_ONLY)).toBeUndefined();
    expect(forgetfulResult(toolError('Client does not support url elicitation.'), { form: true, url: true })).toMatchObject({ code: 'forgetful-server' });
  });

  it('ignores results that are not tool errors, and unrelated tool errors', () => {
    expect(forgetfulResult({ content: [{ type: 'text', text: 'Client does not support form elicitation.' }] }, FORM_ONLY)).toBeUndefined();
    expect(forgetfulResult(toolError('Seat 12A is taken'), FORM_ONLY)).toBeUndefined();
  });
});
