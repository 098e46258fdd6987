/**
 * What the scripted model says next, read from the prompt alone (so it is the same on every
 * instance and after a restart): the last message decides.
 *
 * - A user message that names a demo tool's job ("book a flight", "deploy v2.4.1 to staging",
 *   "update my profile", "onboard me to Acme", "connect GitHub") → a call of that tool.
 * - A tool result → one sentence that points to the tool call's card, which already shows the
 *   tool's own words (repeating them read as the same sentence twice), or says the call failed.
 * - Anything else → what the chat can do.
 */
import type { LanguageModelV4Prompt } from '@ai-sdk/provider';

/** The model's next step. */
export type PlannedReply = { type: 'tool-call'; toolName: string; input: Record<string, unknown> } | { type: 'text'; text: string };

/** One demo tool the model knows how to ask for, and how it reads the arguments from the user's words. */
interface Intent {
  toolName: string;
  pattern: RegExp;
  input(text: string): Record<string, unknown>;
}

const INTENTS: readonly Intent[] = [
  { toolName: 'book_flight', pattern: /\b(flight|fly|book)/i, input: () => ({}) },
  {
    toolName: 'deploy',
    pattern: /\bdeploy/i,
    input: (text) => ({
      ...matchInput(/\bv\d+\.\d+\.\d+\b/i, text, (version) => ({ version: version.toLowerCase() })),
      ...matchInput(/\b(staging|production)\b/i, text, (environment) => ({ environment: environment.toLowerCase() })),
    }),
  },
  { toolName: 'profile', pattern: /\bprofile\b/i, input: () => ({}) },
  {
    toolName: 'onboarding',
    pattern: /\bonboard/i,
    input: (text) => matchInput(/\bto ([A-Z][\w-]{0,39})/, text, (workspace) => ({ workspace })),
  },
  { toolName: 'connect_github', pattern: /\bgithub\b/i, input: () => ({}) },
];

/** What the model answers to a message it has no tool for. */
export const HELP_TEXT = 'I can book a flight, deploy a release, update your profile or onboard you to a workspace. Try “Book a flight”.';

export function planReply(prompt: LanguageModelV4Prompt): PlannedReply {
  const last = prompt.at(-1);
  if (last?.role === 'tool') return { type: 'text', text: summarise(last.content) };
  if (last?.role === 'user') {
    const text = last.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join(' ');
    const intent = INTENTS.find((candidate) => candidate.pattern.test(text));
    if (intent) return { type: 'tool-call', toolName: intent.toolName, input: intent.input(text) };
  }
  return { type: 'text', text: HELP_TEXT };
}

type ToolMessageContent = Extract<LanguageModelV4Prompt[number], { role: 'tool' }>['content'];

/** What the model says after the tool results in the message: the card shows each result, so never its words again. */
export const AFTER_RESULT_TEXT = 'The result is in the card above. Anything else I can do?';

function summarise(content: ToolMessageContent): string {
  const results = content.flatMap((part) => (part.type === 'tool-result' ? [part] : []));
  const failed = results.filter((part) => part.output.type === 'error-text' || part.output.type === 'error-json');
  if (failed.length > 0) return `The ${failed.map((part) => part.toolName).join(' and ')} call failed; its card above says why.`;
  const denied = results.find((part) => part.output.type === 'execution-denied');
  if (denied) return `The ${denied.toolName} tool was not run.`;
  const silent = results.every((part) => part.output.type === 'content' && !part.output.value.some((block) => block.type === 'text' && block.text !== ''));
  return silent ? 'The tool finished without saying anything.' : AFTER_RESULT_TEXT;
}

function matchInput(pattern: RegExp, text: string, read: (match: string) => Record<string, unknown>): Record<string, unknown> {
  const found = pattern.exec(text);
  const match = found?.[1] ?? found?.[0];
  return match === undefined ? {} : read(match);
}
