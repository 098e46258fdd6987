/**
 * The scripted agent's "model": which demo tool a user message asks for, and with what arguments.
 * No network model, so every run is the same and the e2e test can drive it.
 */
import type { JSONObject } from '@elicit-kit/core';

/** One suggestion the page offers: its label is the user message, and the tool call it makes. */
export interface ScriptedCall {
  label: string;
  tool: string;
  arguments: JSONObject;
}

/** What the page offers, in order. */
export const SUGGESTIONS: readonly ScriptedCall[] = [
  { label: 'Book a flight', tool: 'book_flight', arguments: {} },
  { label: 'Deploy v2.1.0 to staging', tool: 'deploy', arguments: { version: 'v2.1.0', environment: 'staging' } },
  { label: 'Onboard me to Acme', tool: 'onboarding', arguments: {} },
];

/** The call a user message makes, or undefined (the agent then answers with what it can do). */
export function callFor(text: string): ScriptedCall | undefined {
  return SUGGESTIONS.find((suggestion) => suggestion.label === text.trim());
}
