import type { ElicitAction, ElicitResult } from '../protocol/types.js';
import type { ElicitationRequest } from '../request/read-elicitation-request.js';
import type { FormValues } from '../values/types.js';

/**
 * The host's own, trusted description of who asks: never taken from the
 * server's self-description, which is display-only and cannot be trusted.
 */
export interface ServerIdentity {
  /** Shown as "who asks". */
  name: string;
  /** A friendlier display name, if the host has one. */
  title?: string;
  /** An icon URL or data URI the host trusts. */
  icon?: string;
}

/** What {@link ElicitationQueue.enqueue} takes. */
export interface EnqueueRequest {
  /** Who asks, as the host knows it. A missing or nameless server makes the request `invalid`. */
  server: ServerIdentity;
  /**
   * The raw `elicitation/create` params, untrusted: `enqueue` reads them once (the entry's
   * `request`), and a request that cannot be read is still listed, for a UI to offer Decline/Cancel.
   */
  params: unknown;
  /** The `inputRequests` key (2026-07-28) or the `elicitationId` (2025-11-25). Ignored unless a string. */
  key?: string | undefined;
  /** Entries of one MRTR round share a group, so a host can show "2 of 3". Ignored unless a string. */
  group?: string | undefined;
  /** Aborting it removes the entry and settles it as `cancel` (closed as `aborted`). */
  signal?: AbortSignal | undefined;
  /** A deadline (epoch ms) to show a countdown. Display only: pair it with `AbortSignal.timeout` to enforce it. */
  expiresAt?: number | undefined;
  /** Values to start the draft with, e.g. restored from elsewhere, or the answer a server refused. */
  draft?: FormValues | undefined;
  /**
   * The server refused the previous answer to this same request and said why (its words,
   * untrusted): the request is asked again, prefilled with `draft`, and a host shows the
   * reason beside it. Ignored unless a non-empty string.
   */
  rejection?: string | undefined;
  /**
   * A runtime will say when the server has answered after this URL step (it dismisses the closed
   * record then): "I've finished" (`dismissClosed(id, 'finished')`) keeps the record, marked
   * `followUp: 'finished'`, instead of removing it, so a host keeps a "checking with the server"
   * card until the answer arrives, with Open again and Cancel. Without it the record goes at once.
   */
  waitsForServer?: boolean | undefined;
}

/** What {@link ElicitationQueue.enqueue} returns: the answer to come, and the id of its entry. */
export interface EnqueuedAnswer extends Promise<ElicitResult> {
  /** The entry's id: for `respond`, `get`, `setDraft` and to find it among the closed. */
  readonly id: string;
}

/** One elicitation waiting for the person. Frozen; `params` is the caller's object, kept by reference. */
export interface PendingElicitation {
  /** Unique among all queues of this page or process. */
  readonly id: string;
  /**
   * Its place in its queue's enqueue order: 1 for the first entry, then each one higher, so entries
   * enqueued within the same millisecond still sort by arrival (`a.seq - b.seq`). Read this rather than `id`.
   */
  readonly seq: number;
  readonly server: Readonly<ServerIdentity>;
  /** The raw params as enqueued (for a preview or a log): read `request` instead of parsing them again. */
  readonly params: unknown;
  /**
   * The params as core read them at `enqueue` (`readElicitationRequest`): mode, message, URL or form
   * model, or why they cannot be used. Every layer reads this; later changes to `params` are not seen.
   */
  readonly request: ElicitationRequest;
  readonly key?: string;
  readonly group?: string;
  /** Position in its group, from 0, in enqueue order; present exactly when `group` is. */
  readonly groupIndex?: number;
  /** When it was enqueued (epoch ms). */
  readonly createdAt: number;
  readonly expiresAt?: number;
  /** Why the server refused the previous answer to this request (see {@link EnqueueRequest.rejection}). */
  readonly rejection?: string;
  /** A runtime dismisses its closed record once the server answered (see {@link EnqueueRequest.waitsForServer}). */
  readonly waitsForServer?: true;
}

/**
 * Why an entry left the queue:
 * - `responded`: `respond` settled it with the person's (or the host's) answer;
 * - `aborted`: its signal aborted (the call was cancelled, a sibling failed, a timeout):
 *   nothing the person typed was sent;
 * - `cancelled`: the host called `cancelAll` or `cancelGroup`;
 * - `invalid`: `enqueue` got something unusable (no server name); it was never pending.
 */
export type CloseReason = 'responded' | 'aborted' | 'cancelled' | 'invalid';

/** A recently closed entry, so a UI can say what became of it ("nothing was sent"). */
export interface ClosedElicitation {
  readonly entry: PendingElicitation;
  readonly reason: CloseReason;
  /** The action its promise was settled with (content is not kept). */
  readonly action: ElicitAction;
  /** When it closed (epoch ms). */
  readonly closedAt: number;
  /**
   * `finished`: the person said "I've finished" and the record stays until the runtime has the
   * server's answer (only for entries enqueued with `waitsForServer`).
   */
  readonly followUp?: 'finished';
  /**
   * The entry closed (`aborted`) because the connection to its server was lost: its signal
   * aborted with a kit error of code `transport` (as `@elicit-kit/mcp` does when a server went
   * away). Nothing the person typed was sent; a host says so ("… went away; your answer was not sent").
   */
  readonly connectionLost?: true;
  /**
   * What the person had typed into an entry closed by a lost connection (its draft then), kept
   * so a host can offer it again, e.g. as `draft` when the request is asked anew. Only with
   * `connectionLost`; dropped with the record.
   */
  readonly draft?: FormValues;
}

/**
 * How the person ended what an accepted entry started (a URL consent after Open):
 * `finished` — "I've finished — continue"; `abandoned` — Cancel: stop the original request.
 */
export type FollowUp = 'finished' | 'abandoned';

/** How far a group (one MRTR round) has come: show entry `groupIndex + 1` of `total`. */
export interface GroupProgress {
  readonly group: string;
  /** Entries enqueued in this group since it was last empty. */
  readonly total: number;
  /** Of those, how many are settled. */
  readonly settled: number;
}

/**
 * An immutable picture of the queue. A new object exactly when something changed, the
 * same object otherwise (as `useSyncExternalStore` requires). Drafts are not part of it.
 */
export interface ElicitationQueueSnapshot {
  /** Waiting entries, oldest first. */
  readonly pending: readonly PendingElicitation[];
  /** Groups with at least one waiting entry, in order of their first entry. */
  readonly groups: readonly GroupProgress[];
  /** The most recently closed entries, oldest first, at most `closedLimit` of them. */
  readonly closed: readonly ClosedElicitation[];
}

/** Options of {@link createElicitationQueue}. */
export interface ElicitationQueueOptions {
  /** How many closed entries the snapshot keeps (default 20; 0 keeps none). */
  closedLimit?: number;
  /** The clock for `createdAt` / `closedAt` (default `Date.now`). */
  now?: () => number;
  /**
   * Called when a listener throws; the other listeners still run. By default the error
   * is rethrown in a microtask, so it reaches the console without breaking the store.
   */
  onListenerError?: (error: unknown) => void;
}

/** An external store of pending elicitations across servers and rounds. Every method is bound and never throws. */
export interface ElicitationQueue {
  /** Calls `listener` after every change; returns its unsubscribe function (idempotent). */
  subscribe(this: void, listener: () => void): () => void;
  /** The current {@link ElicitationQueueSnapshot}. */
  getSnapshot(this: void): ElicitationQueueSnapshot;
  /** The same as `getSnapshot`, for `useSyncExternalStore`'s server rendering. */
  getServerSnapshot(this: void): ElicitationQueueSnapshot;
  /**
   * Adds an entry; the promise settles once, with the answer `respond` gets or with `cancel`.
   * It carries the entry's `id` (known before any listener runs, so a caller can find its
   * entry even when a listener answers it during this call).
   */
  enqueue(request: EnqueueRequest): EnqueuedAnswer;
  /**
   * Settles entry `id` with `result` and removes it. `false` when `id` is not pending
   * (unknown, already settled) or `result` is not a valid `ElicitResult` (action one of
   * accept/decline/cancel, content values of the allowed types) or is thenable (a `then`
   * function or accessor, which a promise would adopt instead of delivering): the entry then
   * stays pending and nothing is sent.
   */
  respond(id: string, result: ElicitResult): boolean;
  /** The pending entry `id`, or `undefined`. */
  get(id: string): PendingElicitation | undefined;
  /**
   * Keeps what the person typed for entry `id` (`undefined` clears it). No new snapshot
   * and no listener call: a form writes on every keystroke and reads once at mount.
   * Kept by reference, not copied. `false` when `id` is not pending.
   */
  setDraft(id: string, values: FormValues | undefined): boolean;
  /** The draft of pending entry `id`, or `undefined`. Dropped when the entry closes. */
  getDraft(id: string): FormValues | undefined;
  /** Settles every entry of `group` as `cancel` (closed as `cancelled`); returns how many. */
  cancelGroup(group: string): number;
  /** Settles every entry as `cancel` (closed as `cancelled`), e.g. when the host closes; returns how many. */
  cancelAll(): number;
  /**
   * Forgets closed entry `id` once the UI has shown its notice; `false` if it is not among the
   * closed. `followUp` says how the person ended an accepted URL step (see {@link getFollowUp});
   * it is recorded before listeners are told, and only a `'finished'`/`'abandoned'` string counts.
   * `'finished'` on an entry enqueued with `waitsForServer` keeps the record, marked
   * `followUp: 'finished'` (a new snapshot), until it is dismissed again (by the runtime).
   */
  dismissClosed(id: string, followUp?: FollowUp): boolean;
  /**
   * How recently dismissed entry `id` was followed up, if `dismissClosed` was told: a runtime
   * waiting on an opened URL reads it when the closed record goes (`finished` → retry,
   * `abandoned` → stop the original request instead of retrying it). The newest `closedLimit` are kept.
   */
  getFollowUp(id: string): FollowUp | undefined;
}
