import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { AFTER_RESULT_TEXT, HELP_TEXT, planReply } from './plan-reply.js';

const user = (text: string): LanguageModelV4Prompt => [{ role: 'user', content: [{ type: 'text', text }] }];

const toolResult = (output: Extract<LanguageModelV4Prompt[number], { role: 'tool' }>['content'][number]): LanguageModelV4Prompt => [
  ...user('Book a flight'),
  { role: 'tool', content: [output] },
];

describe('planReply', () => {
  it.each([
    ['Book a flight', 'book_flight', {}],
    ['I want to fly to Lisbon', 'book_flight', {}],
    ['Deploy v2.4.1 to staging', 'deploy', { version: 'v2.4.1', environment: 'staging' }],
    ['deploy please', 'deploy', {}],
    ['Update my profile', 'profile', {}],
    ['Onboard me to Acme', 'onboarding', { workspace: 'Acme' }],
    ['onboard me', 'onboarding', {}],
    ['Connect GitHub', 'connect_github', {}],
  ])('“%s” calls %s with %j', (text, toolName, input) => {
    expect(planReply(user(text))).toEqual({ type: 'tool-call', toolName, input });
  });

  it('answers anything else with what it can do', () => {
    expect(planReply(user('hello'))).toEqual({ type: 'text', text: HELP_TEXT });
    expect(planReply([])).toEqual({ type: 'text', text: HELP_TEXT });
  });

  it('points to the card after a tool result instead of repeating its words, which the card already shows', () => {
    const booked = 'Booked Economy from London to Lisbon on 2026-12-20 for 1 passenger.';
    const output = { type: 'content' as const, value: [{ type: 'text' as const, text: booked }] };
    const reply = planReply(toolResult({ type: 'tool-result', toolCallId: 'c1', toolName: 'book_flight', output }));
    expect(reply).toEqual({ type: 'text', text: AFTER_RESULT_TEXT });
    expect(JSON.stringify(reply)).not.toContain('Booked');
  });

  it('says that a tool failed, without repeating the error the card shows', () => {
    const output = { type: 'error-text' as const, value: 'MCP error -32603: boom' };
    expect(planReply(toolResult({ type: 'tool-result', toolCallId: 'c1', toolName: 'deploy', output }))).toEqual({
      type: 'text',
      text: 'The deploy call failed; its card above says why.',
    });
  });

  it('says so when a tool result has no words', () => {
    const output = { type: 'content' as const, value: [] };
    expect(planReply(toolResult({ type: 'tool-result', toolCallId: 'c1', toolName: 'profile', output }))).toEqual({
      type: 'text',
      text: 'The tool finished without saying anything.',
    });
  });
});
