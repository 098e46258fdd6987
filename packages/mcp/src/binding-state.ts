import type { ElicitationQueue, ElicitResult, ServerIdentity } from '@elicit-kit/core';
import type { ElicitationCallError } from './errors.js';
import type { LegacyCall, LegacyScope } from './legacy-call-scope.js';
import type { Reask } from './reask-rejected.js';

/** What a binding keeps, shared with `callWithElicitation` on the same client. */
export interface BindingState {
  readonly server: ServerIdentity;
  readonly queue: ElicitationQueue;
  readonly timeoutMs: number | undefined;
  readonly onError: ((error: ElicitationCallError) => void) | undefined;
  /** `elicitationId`s the server said are complete (2025-11-25) while `-32042` flows expect them; forgotten when the last ends. */
  readonly completed: Set<string>;
  /** `elicitationId`s the server said are complete while their pushed URL card was still open; each goes when that card is answered. */
  readonly completedWhileOpen: Set<string>;
  /** How many `-32042` flows wait for each `elicitationId`, so its completion counts even without a queue entry (concurrent flows may share one). */
  readonly expected: Map<string, number>;
  /** Each 2025-11-25 `callWithElicitation` in flight (see `legacy-call-scope`). */
  readonly legacyCalls: Set<LegacyCall>;
  /** The scope that cards pushed now share, until a call enters or ends (see `legacy-call-scope`). */
  legacyScope: LegacyScope | undefined;
  /** Told each checked answer to a pushed request (2025-11-25), so a refused call can ask again (see `reask-pushed`). */
  readonly pushedAnswers: Set<(params: unknown, answer: ElicitResult) => void>;
  /** Pushed forms to prefill, by `pushSignature`, oldest first: the answers a server refused (see `reask-pushed`). */
  readonly reasks: Map<string, Reask[]>;
  /** Called with each newly completed `elicitationId`. */
  readonly completionListeners: Set<(elicitationId: string) => void>;
}

/** The binding of each client, so `callWithElicitation` finds its server and completions. */
export const bindings = new WeakMap<object, BindingState>();
