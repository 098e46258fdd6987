import type { ElicitationQueue, ElicitResult } from '@elicit-kit/core';
import type { AnswerResponseBody, AnswerStatus } from '../part/answer-wire.js';
import type { ElicitationPartData } from '../part/types.js';

/** Options of {@link createChatElicitations} and {@link useChatElicitations}. */
export interface ChatElicitationsOptions {
  /** The answer route's URL (default `'/api/elicitation'`). */
  api?: string | undefined;
  /** The `fetch` to post with (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined;
  /** Extra headers for every answer post (e.g. a CSRF token). */
  headers?: HeadersInit | (() => HeadersInit) | undefined;
  /** Told when the route refuses an answer or cannot be reached. */
  onError?: ((error: AnswerPostError, data: ElicitationPartData) => void) | undefined;
}

/** The answer route refused an answer (`status`), or could not be reached (`status: 'network'`). */
export interface AnswerPostError {
  status: AnswerStatus | 'network';
  message: string;
  body?: AnswerResponseBody;
}

/**
 * What this page knows about one elicitation:
 * - `pending`: waiting for the person (its queue holds it);
 * - `sending`: the answer is on its way to the route;
 * - `sent`: the route delivered it; the server's final part will follow;
 * - `refused`: the route refused it (`error` says why; 409/410 are final, the others let the person try again);
 * - `settled`: the server's part is final (`data.status`).
 */
export type ChatElicitationPhase = 'pending' | 'sending' | 'sent' | 'refused' | 'settled';

/** One elicitation as the page sees it. Immutable; a new object on every change. */
export interface ChatElicitationState {
  /** The part's data as the server last wrote it. */
  readonly data: ElicitationPartData;
  readonly phase: ChatElicitationPhase;
  /** What the person answered on this page, once sent. */
  readonly answer?: ElicitResult['action'];
  readonly error?: AnswerPostError;
}

/**
 * The page's elicitations from the chat's `data-elicitation` parts: each pending one in its own
 * core queue (for `<ElicitationHost>`), answers posted to the route exactly once. An external
 * store (`subscribe` / `getSnapshot`), usable without React.
 */
export interface ChatElicitations {
  /** Takes in the `data-elicitation` parts of `messages` (`useChat`'s). Idempotent; call it on every change. */
  sync(messages: ReadonlyArray<{ parts: readonly unknown[] }>): void;
  /** Takes in one part's data (what a message part component gets, e.g. assistant-ui's data UI). */
  track(data: ElicitationPartData): void;
  /** The queue that holds elicitation `id` while it is pending (empty otherwise): pass it to `<ElicitationHost>`. */
  queueFor(id: string): ElicitationQueue;
  /** Elicitation `id`'s state, or `undefined` if never tracked. */
  get(id: string): ChatElicitationState | undefined;
  /** Calls `listener` after every change; returns its unsubscribe function. Bound, like `getSnapshot`: pass it as is to `useSyncExternalStore`. */
  subscribe(this: void, listener: () => void): () => void;
  /** Changes whenever any state changes (a version number). */
  getSnapshot(this: void): number;
  /** Cancels nothing on the server: drops every queue and state (e.g. when the chat is cleared). */
  clear(): void;
}
