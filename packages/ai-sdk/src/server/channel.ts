import type { ElicitResult } from '@elicit-kit/core';

/** What a channel keeps about a pending elicitation, so any instance can check an answer. */
export interface PendingRecord {
  id: string;
  chatId: string;
  /** The raw `elicitation/create` params: the answer route validates content against their schema. */
  params: unknown;
  /** The deadline (epoch ms): the record is forgotten after it. */
  expiresAt: number;
}

/** How an elicitation ended, as a channel remembers it for a while (so late answers get a clear status). */
export type SettledState = 'answered' | 'expired' | 'withdrawn';

/** What {@link AnswerChannel.lookup} finds. */
export type ChannelLookup = { state: 'pending'; record: PendingRecord } | { state: SettledState } | { state: 'unknown' };

/** What {@link AnswerChannel.claim} did. */
export type ClaimOutcome =
  /** The answer was taken (exactly once) and handed to the instance holding the call. */
  | { state: 'delivered' }
  /** Taken, but no instance holds the call any more (it crashed or shut down): nothing reached the MCP server. */
  | { state: 'gone' }
  | { state: SettledState }
  | { state: 'unknown' };

/** Told by a channel: an answer for one of this holder's elicitations, or the loss of the channel. */
export interface ChannelListener {
  /** An answer claimed for elicitation `id` (on this instance or another). */
  answer(id: string, result: ElicitResult): void;
  /**
   * The channel broke (e.g. Redis went away): answers may be lost, so the bridge cancels every
   * pending call. Called once per loss.
   */
  lost(error: Error): void;
}

/**
 * Carries answers from the answer route to the call that waits for them, possibly on another
 * instance. One channel object per bridge. Implementations: {@link createMemoryAnswerChannel}
 * (one process) and `createRedisAnswerChannel` from `@elicit-kit/ai-sdk/redis` (many).
 *
 * Every method may reject (the backing store is down); the bridge turns that into a status.
 */
export interface AnswerChannel {
  /** `true` when other processes share it: the bridge then requires an explicit `secret`. */
  readonly shared: boolean;
  /** Starts delivering this holder's answers to `listener`. Called once, by the bridge, before anything else. */
  open(listener: ChannelListener): Promise<void>;
  /** Records a pending elicitation held by this instance, until `record.expiresAt`. */
  hold(record: PendingRecord): Promise<void>;
  /** What is known about elicitation `id`, from any instance. */
  lookup(id: string): Promise<ChannelLookup>;
  /**
   * Takes the answer for `id` atomically: of concurrent claims on any instances exactly one
   * gets `delivered` (or `gone`), the others `answered`. The record becomes `answered`.
   */
  claim(id: string, result: ElicitResult): Promise<ClaimOutcome>;
  /**
   * The holder ends `id` without an answer (`expired` or `withdrawn`). Returns `false` when an
   * answer was claimed first: it is on its way to {@link ChannelListener.answer}.
   */
  settle(id: string, state: Exclude<SettledState, 'answered'>): Promise<boolean>;
  /** Stops delivering and releases connections. Pending records of this holder are left to expire. */
  close(): Promise<void>;
}

/** Options of {@link createMemoryAnswerChannel}. */
export interface MemoryAnswerChannelOptions {
  /** How long a settled elicitation is remembered, to answer late posts with 409/410 rather than 404 (default 15 minutes). */
  settledTtlMs?: number | undefined;
  /** The clock (default `Date.now`). */
  now?: (() => number) | undefined;
}

/** The in-memory channel; `size` (pending plus remembered entries) shows that nothing grows. */
export interface MemoryAnswerChannel extends AnswerChannel {
  readonly size: number;
}
