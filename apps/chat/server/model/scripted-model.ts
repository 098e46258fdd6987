/**
 * The chat's language model: a script, not a network model. It is the AI SDK's own
 * `MockLanguageModelV4` (from `ai/test`, the test double for the v4 model specification that
 * `ai` 7 speaks), driven by {@link planReply}: a user message that asks for something a demo
 * tool does becomes a call of that tool; a tool result becomes a sentence that sums it up.
 * So `streamText` runs its real tool loop, and the MCP client really calls the demo server.
 */
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import { planReply } from './plan-reply.js';
import type { PlannedReply } from './plan-reply.js';

/** A model id that says what it is in logs and in the UI message's metadata. */
export const SCRIPTED_MODEL_ID = 'elicit-kit-scripted';

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/** A new scripted model; `newId` names tool calls and text blocks (unique per call). */
export function createScriptedModel(newId: () => string = () => crypto.randomUUID()): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    provider: 'elicit-kit',
    modelId: SCRIPTED_MODEL_ID,
    doStream: async ({ prompt }) => ({ stream: convertArrayToReadableStream(toStreamParts(planReply(prompt), newId)) }),
  });
}

function toStreamParts(reply: PlannedReply, newId: () => string): LanguageModelV4StreamPart[] {
  const start: LanguageModelV4StreamPart = { type: 'stream-start', warnings: [] };
  if (reply.type === 'tool-call') {
    return [
      start,
      { type: 'tool-call', toolCallId: newId(), toolName: reply.toolName, input: JSON.stringify(reply.input) },
      { type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: undefined } },
    ];
  }
  const id = newId();
  // A few deltas rather than one, so the browser renders a streamed answer as with a real model.
  const deltas = reply.text.match(/\S+\s*/g) ?? [reply.text];
  return [
    start,
    { type: 'text-start', id },
    ...deltas.map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
    { type: 'finish', usage, finishReason: { unified: 'stop', raw: undefined } },
  ];
}
