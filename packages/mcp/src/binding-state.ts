import type { ElicitationQueue, ElicitResult, ServerIdentity } from '@elicit-kit/core';
import type { ElicitationCallError } from './errors.js';
import type { LegacyCall, LegacyScope } from './legacy-call-scope.js';
import type { Reask } from './reask-rejected.js';
import type { UrlCompletions } from './url-completions.js';

/** What a binding keeps, shared with `callWithElicitation` on the same client. */
export interface BindingState {
  readonly server: ServerIdentity;
  readonly queue: ElicitationQueue;
  readonly timeoutMs: number | undefined;
  readonly onError: ((error: ElicitationCallError) => void) | undefined;
  /** The 2025-11-25 URL completions the server announced, for `-32042` flows and open pushed URL cards. */
  readonly urls: UrlCompletions;
  /** Each 2025-11-25 `callWithElicitation` in flight (see `legacy-call-scope`). */
  readonly legacyCalls: Set<LegacyCall>;
  /** The scope that cards pushed now share, until a call enters or ends (see `legacy-call-scope`). */
  legacyScope: LegacyScope | undefined;
  /** Told each checked answer to a pushed request (2025-11-25), so a refused call can ask again (see `reask-pushed`). */
  readonly pushedAnswers: Set<(params: unknown, answer: ElicitResult) => void>;
  /** Pushed forms to prefill, by `pushSignature`, oldest first: the answers a server refused (see `reask-pushed`). */
  readonly reasks: Map<string, Reask[]>;
}

/** The binding of each client, so `callWithElicitation` finds its server and completions. */
export const bindings = new WeakMap<object, BindingState>();
