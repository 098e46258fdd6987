import type { ElicitResult } from '@elicit-kit/core';
import type { BindingState } from './binding-state.js';
import { acceptedContent } from './reask-rejected.js';
import type { Reask } from './reask-rejected.js';

/**
 * Why this exists: on 2025-11-25 the server pushes its `elicitation/create` requests during the
 * call, so there is no round to send again. When the server refuses what the person answered,
 * the call itself is sent again and the server pushes its questions anew; each pushed form whose
 * message and schema are those of a refused one is prefilled with the refused answer and shows
 * the server's reason. Pushes are matched by content because nothing else ties a push to a call
 * (the limitation `legacy-call-scope` describes: a concurrent plain `client.callTool`'s pushes
 * count as this call's too).
 */

/** What identifies a pushed form across two calls: its message and its schema, as sent. */
export function pushSignature(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const { message, requestedSchema, mode } = params as Record<string, unknown>;
  if ((mode ?? 'form') !== 'form') return undefined;
  try {
    return JSON.stringify([message, requestedSchema]);
  } catch {
    return undefined;
  }
}

/** An accepted pushed form, as sent. */
interface PushedAnswer {
  signature: string;
  draft: NonNullable<ReturnType<typeof acceptedContent>>;
}

/** Collects the accepted pushed forms while a legacy call runs, and installs their re-asks for its next attempt. */
export function watchPushedAnswers(binding: BindingState | undefined): {
  /** The accepted forms since the last call of `take`. */
  take(): PushedAnswer[];
  /** The next pushes of these forms are prefilled with their refused answer and `reason`. */
  reaskNext(answers: PushedAnswer[], reason: string): void;
  /** Stops collecting and withdraws re-asks not used. */
  stop(): void;
} {
  let answers: PushedAnswer[] = [];
  const installed: Array<[string, Reask]> = [];
  const collect = (params: unknown, result: ElicitResult): void => {
    const signature = pushSignature(params);
    const draft = acceptedContent(result);
    if (signature !== undefined && draft !== undefined) answers.push({ signature, draft });
  };
  binding?.pushedAnswers.add(collect);
  return {
    take() {
      const taken = answers;
      answers = [];
      return taken;
    },
    reaskNext(refused, reason) {
      if (binding === undefined) return;
      for (const { signature, draft } of refused) {
        const reask: Reask = { draft, rejection: reason };
        binding.reasks.set(signature, [...(binding.reasks.get(signature) ?? []), reask]);
        installed.push([signature, reask]);
      }
    },
    stop() {
      binding?.pushedAnswers.delete(collect);
      for (const [signature, reask] of installed) takeReask(binding, signature, reask);
    },
  };
}

/**
 * The re-ask for a push with this signature, taken out (once): `reask` a specific one
 * (withdrawing), else the oldest.
 */
export function takeReask(binding: BindingState | undefined, signature: string | undefined, reask?: Reask): Reask | undefined {
  if (binding === undefined || signature === undefined) return undefined;
  const waiting = binding.reasks.get(signature);
  if (waiting === undefined) return undefined;
  const index = reask === undefined ? 0 : waiting.indexOf(reask);
  if (index < 0) return undefined;
  const [taken] = waiting.splice(index, 1);
  if (waiting.length === 0) binding.reasks.delete(signature);
  return taken;
}
