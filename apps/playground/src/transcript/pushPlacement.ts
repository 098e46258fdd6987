import type { ElicitationQueue } from '@elicit-kit/core';
import type { ExchangeLog } from '../exchange/exchangeLog.js';

/**
 * Which call asked for each request a 2025-11-25 server pushed, as far as the wire can tell.
 * The binding's queue does not say; the wire tap does (a push on a call's response stream is
 * that call's), and the binding keys the entry as the wire's router does
 * (`pushQueueKey` in `wireRouter.ts`), so the entry is matched to the push by that key.
 */
export interface PushPlacement {
  /** The exchange log of the call whose stream carried entry `id`'s push; `undefined` when no call can be told. */
  ownerOf(entryId: string): ExchangeLog | undefined;
  stop(): void;
}

/**
 * Reads the owner of each entry of `queue` (the binding's queue of pushed requests) as it
 * arrives, through `claim` (the router's `claimPush`): the tap reads a push off the stream
 * before the SDK hands it to the binding, so the wire has told by then. Read at arrival and
 * kept, since a server may use a key again later.
 */
export function createPushPlacement(queue: ElicitationQueue, claim: (key: string) => ExchangeLog | undefined): PushPlacement {
  const owners = new Map<string, ExchangeLog | undefined>();
  const look = () => {
    for (const entry of queue.getSnapshot().pending) {
      if (!owners.has(entry.id)) owners.set(entry.id, entry.key === undefined ? undefined : claim(entry.key));
    }
  };
  look();
  const stop = queue.subscribe(look);
  return {
    ownerOf(entryId) {
      // Listeners run in order: a view of the queue may ask before this one has looked.
      if (!owners.has(entryId)) look();
      return owners.get(entryId);
    },
    stop,
  };
}

/** What {@link placePush} needs to know of a call in the transcript. */
export interface PlacedCall {
  id: string;
  exchange: ExchangeLog;
  status: 'running' | 'done' | 'error';
}

/**
 * Where a pushed request's card shows: inside the call whose stream carried it, when that call
 * is in the transcript (running or not: it stays with its call). A push no call can be told for
 * (the session's own stream, stdio, or that call was cleared) keeps the old rule: inside the
 * newest running call, which almost always is the one that asked; `undefined`: after the
 * conversation, when no call runs.
 */
export function placePush(owner: ExchangeLog | undefined, calls: readonly PlacedCall[]): string | undefined {
  const asker = owner === undefined ? undefined : calls.find((call) => call.exchange === owner);
  return asker?.id ?? calls.filter((call) => call.status === 'running').at(-1)?.id;
}

/**
 * Whether an answer to a pushed request is listed with `call`: with the call that asked, when
 * the wire told it; one no call can be told for, with every call that ran when it was given.
 */
export function pushedAnswerBelongs(
  owner: ExchangeLog | undefined,
  closedAt: number,
  call: { exchange: ExchangeLog; startedAt: number; endedAt?: number | undefined },
): boolean {
  if (owner !== undefined) return owner === call.exchange;
  return closedAt >= call.startedAt && (call.endedAt === undefined || closedAt <= call.endedAt);
}
