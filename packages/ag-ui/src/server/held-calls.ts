import type { Interrupt } from '@ag-ui/core';
import {
  cancel,
  type CompleteResult,
  type ElicitResult,
  type ElicitationQueue,
  type InputRequiredResult,
  type JSONObject,
  type PendingElicitation,
  type ServerIdentity,
} from '@elicit-kit/core';
import { checkAnswer, type AnswerChannel, type ChannelListener, type ClaimOutcome } from '@elicit-kit/ai-sdk/answers';
import { callWithElicitation, type McpClient } from '@elicit-kit/mcp';
import { AgUiResumeError } from './errors.js';

// On 2025-11-25 the server pushes its request over a tools/call that must stay open until the person answers,
// so the interrupted run leaves the call open in this process ("held") and the run that resumes — on this
// instance or another — hands the answers over through the answer channel (memory or Redis, as the AI SDK
// bridge does). The holder answers the MCP server, waits for what comes next (the result, another request, a
// failure) and hands that back to the resuming run through the same channel, under `<round>:outcome`.

/** How long the held tools/call may outlive its interrupts' deadline, for the server to take the expiry's cancel. */
const REQUEST_GRACE_MS = 60_000;

/** The tool call being held (what the ticket names). */
export interface HeldToolCall {
  toolCallId: string;
  name: string;
  arguments: JSONObject;
}

/** What the holder sends back to the resuming run. */
export type HeldOutcome = { type: 'complete'; result: CompleteResult } | { type: 'interrupt'; interrupts: Interrupt[] } | { type: 'error'; message: string };

/** One round of a held call, as the ticket and the channel know it. */
export interface HeldRound {
  /** Random id; the channel's records are `<id>:<key>` (one per request) and `<id>:outcome`. */
  id: string;
  round: InputRequiredResult;
  exp: number;
}

interface Deps {
  server: ServerIdentity;
  channel: AnswerChannel;
  ttlMs: number;
  now: () => number;
  /** Makes the round's interrupts (and signs its ticket). */
  interrupts(call: HeldToolCall, threadId: string, round: HeldRound): Promise<Interrupt[]>;
}

interface Held {
  client: McpClient;
  call: HeldToolCall;
  threadId: string;
  queue: ElicitationQueue;
  abort: AbortController;
  /** Settles when the MCP call ends; never rejects. */
  done: Promise<{ ok: true; result: CompleteResult } | { ok: false; error: unknown }>;
  ended: { ok: true; result: CompleteResult } | { ok: false; error: unknown } | undefined;
  /** Queue entries already put in a round. */
  offered: Set<string>;
  round: Round | undefined;
}

interface Round {
  id: string;
  keys: Map<string, PendingElicitation>;
  answered: Set<string>;
  timer: ReturnType<typeof setTimeout>;
}

type Step = { type: 'ended' } | { type: 'asked'; entries: PendingElicitation[] };

/** The holder and the resumer of 2025-11-25 calls for one `createAgUiElicitation`. */
export function createHeldCalls(deps: Deps) {
  const { channel, server, ttlMs, now } = deps;
  /** Channel id `<round>:<key>` → the held call and the request it answers. */
  const holds = new Map<string, { held: Held; round: Round; key: string }>();
  /** Channel id `<round>:outcome` → the resuming run on this instance that waits for it. */
  const waiters = new Map<string, { resolve(outcome: HeldOutcome): void; reject(error: Error): void }>();
  const calls = new Set<Held>();
  const listener: ChannelListener = {
    answer(id, result) {
      const hold = holds.get(id);
      if (hold !== undefined) return void deliver(hold.held, hold.round, hold.key, id, result);
      const waiter = waiters.get(id);
      waiters.delete(id);
      waiter?.resolve(
        (result as { content?: { outcome?: HeldOutcome } }).content?.outcome ?? { type: 'error', message: 'The agent sent an unreadable outcome.' },
      );
    },
    lost(error) {
      // Answers may be lost with the channel: end every held call (the MCP server hears cancel) and every wait.
      for (const held of calls) held.abort.abort(error);
      for (const [id, waiter] of waiters) {
        waiters.delete(id);
        waiter.reject(
          new AgUiResumeError('call-lost', `The answer channel was lost (${error.message}): the MCP call was cancelled. Start the tool call again.`),
        );
      }
    },
  };
  let opened: Promise<void> | undefined;
  const open = () => (opened ??= channel.open(listener));

  /** Resolves when the call ends or asks something not yet offered. */
  function nextStep(held: Held): Promise<Step> {
    const fresh = () => held.queue.getSnapshot().pending.filter((entry) => !held.offered.has(entry.id));
    const changed = () =>
      new Promise<void>((resolve) => {
        if (fresh().length > 0 || held.ended !== undefined) return resolve();
        const unsubscribe = held.queue.subscribe(() => {
          if (fresh().length === 0) return;
          unsubscribe();
          resolve();
        });
        void held.done.then(() => {
          unsubscribe();
          resolve();
        });
      });
    return (async () => {
      for (;;) {
        await changed();
        // Requests a server pushes together (Promise.all) arrive in one burst: one turn of the event loop lets
        // them share a round. One that comes later is simply the next round's.
        await new Promise((resolve) => setImmediate(resolve));
        const entries = fresh();
        if (entries.length > 0) return { type: 'asked', entries };
        if (held.ended !== undefined) return { type: 'ended' };
      }
    })();
  }

  async function newRound(held: Held, entries: PendingElicitation[]): Promise<Interrupt[]> {
    const id = crypto.randomUUID();
    const exp = now() + ttlMs;
    const keys = new Map(entries.map((entry) => [entry.key ?? entry.id, entry]));
    for (const entry of entries) held.offered.add(entry.id);
    const round: InputRequiredResult = {
      resultType: 'input_required',
      inputRequests: Object.fromEntries([...keys].map(([key, entry]) => [key, { method: 'elicitation/create', params: entry.params } as never])),
    };
    // Unanswered by the deadline: the server hears cancel and the call ends (the client is closed with it).
    const timer = setTimeout(() => void expire(held, id), Math.max(0, exp - now()));
    timer.unref?.();
    const current: Round = { id, keys, answered: new Set(), timer };
    held.round = current;
    for (const [key, entry] of keys) {
      holds.set(`${id}:${key}`, { held, round: current, key });
      await channel.hold({ id: `${id}:${key}`, chatId: held.threadId, params: entry.params, expiresAt: exp });
    }
    return deps.interrupts(held.call, held.threadId, { id, round, exp });
  }

  /** Answers cancel to what the round still waits for; whether anything was (else every answer was on its way). */
  async function expire(held: Held, roundId: string): Promise<boolean> {
    const round = held.round;
    if (round?.id !== roundId) return false;
    held.round = undefined;
    let cancelled = false;
    for (const [key, entry] of round.keys) {
      if (round.answered.has(key)) continue;
      // Unless an answer was claimed first (it is on its way to deliver, which then ends the round), the server
      // hears cancel.
      if (!(await channel.settle(`${roundId}:${key}`, 'expired').catch(() => true))) continue;
      holds.delete(`${roundId}:${key}`);
      round.answered.add(key);
      held.queue.respond(entry.id, cancel());
      cancelled = true;
    }
    // Nobody is left to answer a further request: the call ends there.
    void nextStep(held).then((step) => {
      if (step.type === 'asked') held.abort.abort(new Error('The interrupts expired before they were answered.'));
    });
    return cancelled;
  }

  /** An answer for one request of the current round (from this instance or another). */
  async function deliver(held: Held, round: Round, key: string, channelId: string, result: ElicitResult): Promise<void> {
    holds.delete(channelId);
    const entry = round.keys.get(key);
    if (entry === undefined) return;
    // The resuming run checked the answer; the holder checks again before it leaves (a channel is not trusted).
    const check = await checkAnswer(entry.params, result);
    held.queue.respond(entry.id, check.ok ? check.result : cancel());
    round.answered.add(key);
    if (round.answered.size < round.keys.size) return;
    clearTimeout(round.timer);
    if (held.round === round) held.round = undefined;
    const outcome = await outcomeOf(held, await nextStep(held));
    await channel.claim(`${round.id}:outcome`, { action: 'accept', content: { outcome } as never }).catch(() => undefined);
  }

  async function outcomeOf(held: Held, step: Step): Promise<HeldOutcome> {
    if (step.type === 'asked') return { type: 'interrupt', interrupts: await newRound(held, step.entries) };
    const ended = held.ended!;
    return ended.ok ? { type: 'complete', result: ended.result } : { type: 'error', message: describe(ended.error) };
  }

  return {
    /**
     * Calls the tool and waits for its result or its first request. A request leaves the call open (held) and
     * becomes the round's interrupts; `client` is closed when the held call ends.
     */
    async call(client: McpClient, queue: ElicitationQueue, call: HeldToolCall, context: { threadId: string; signal?: AbortSignal }) {
      await open();
      const abort = new AbortController();
      const held: Held = {
        client,
        call,
        threadId: context.threadId,
        queue,
        abort,
        offered: new Set(queue.getSnapshot().pending.map((entry) => entry.id)),
        round: undefined,
        ended: undefined,
        done: undefined as never,
      };
      // The run's signal ends the call only until the run ends with interrupts; the held call outlives the run.
      const onAbort = () => abort.abort(context.signal?.reason);
      context.signal?.addEventListener('abort', onAbort, { once: true });
      held.done = callWithElicitation(client, 'tools/call', { name: call.name, arguments: call.arguments }, queue, {
        server,
        signal: abort.signal,
        // The SDK's default request timeout (60 s) would end the call while the person answers; past the deadline
        // the expiry answers cancel first (below), so the server hears why.
        requestOptions: { timeout: ttlMs + REQUEST_GRACE_MS },
      }).then(
        (result) => (held.ended = { ok: true, result }),
        (error: unknown) => (held.ended = { ok: false, error }),
      );
      calls.add(held);
      void held.done.then(() => release(held));
      try {
        const step = await nextStep(held);
        if (step.type === 'ended') {
          const ended = held.ended!;
          if (ended.ok) return { type: 'complete' as const, result: ended.result };
          throw ended.error;
        }
        return { type: 'interrupt' as const, interrupts: await newRound(held, step.entries), holdsClient: true as const };
      } finally {
        context.signal?.removeEventListener('abort', onAbort);
      }
    },

    /** Hands a round's answers to the process that holds the call and waits for what the call does next. */
    async resume(round: string, exp: number, threadId: string, answers: ReadonlyMap<string, ElicitResult>, signal?: AbortSignal): Promise<HeldOutcome> {
      await open();
      const outcomeId = `${round}:outcome`;
      const outcome = new Promise<HeldOutcome>((resolve, reject) => waiters.set(outcomeId, { resolve, reject }));
      outcome.catch(() => undefined);
      const stop = (error: Error) => {
        waiters.get(outcomeId)?.reject(error);
        waiters.delete(outcomeId);
        void channel.settle(outcomeId, 'withdrawn').catch(() => false);
      };
      await channel.hold({ id: outcomeId, chatId: threadId, params: null, expiresAt: Math.max(exp, now()) + ttlMs });
      const onAbort = () => stop(new AgUiResumeError('call-ended', 'The run was stopped while the MCP call went on.'));
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        for (const [key, answer] of answers) {
          const claimed = await channel.claim(`${round}:${key}`, answer);
          if (claimed.state !== 'delivered') {
            stop(claimFailure(claimed));
            break;
          }
        }
        return await outcome;
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    },

    /**
     * Expires now, as their deadline would, the rounds nobody has answered of the calls held for `threadId` (every
     * thread's when undefined), and resolves once the calls it cancelled have ended; how many there were (a round
     * whose answers were all on their way is left to them).
     */
    async expireNow(threadId?: string): Promise<number> {
      const waiting = [...calls].filter((held) => held.round !== undefined && (threadId === undefined || held.threadId === threadId));
      const ending = await Promise.all(
        waiting.map(async (held) => {
          clearTimeout(held.round!.timer);
          return (await expire(held, held.round!.id)) ? held : undefined;
        }),
      );
      const ended = ending.filter((held) => held !== undefined);
      await Promise.all(ended.map((held) => held.done));
      return ended.length;
    },

    /** How many calls this process holds now. */
    get size() {
      return calls.size;
    },

    /** Ends every held call (the MCP server hears the cancellation) and waits until their clients are closed. */
    async close(): Promise<void> {
      const ending = [...calls];
      for (const held of ending) held.abort.abort(new Error('The agent shut down.'));
      await Promise.all(ending.map((held) => held.done));
    },
  };

  function release(held: Held): void {
    calls.delete(held);
    const round = held.round;
    if (round !== undefined) {
      // The call ended while its round waited for the person (the server went away, the deadline): the resuming
      // run hears so from the channel (`withdrawn`), and nothing it sends afterwards reaches anyone.
      clearTimeout(round.timer);
      for (const key of round.keys.keys()) {
        if (round.answered.has(key)) continue;
        const id = `${round.id}:${key}`;
        // An answer claimed first is on its way: deliver finds the call ended and says so to the resuming run.
        void channel.settle(id, 'withdrawn').then(
          (settled) => settled && holds.delete(id),
          () => holds.delete(id),
        );
      }
      held.round = undefined;
    }
    void (held.client as { close?: () => Promise<void> }).close?.().catch(() => undefined);
  }
}

/** Why a claim did not reach the call's holder: each says what the person can do. */
function claimFailure(claimed: ClaimOutcome): AgUiResumeError {
  switch (claimed.state) {
    case 'answered':
      return new AgUiResumeError(
        'already-answered',
        'This interrupt was already answered (another tab, or the same resume sent twice): nothing was sent again.',
      );
    case 'expired':
      return new AgUiResumeError('expired', 'The interrupt expired before it was answered: the MCP server was told cancel. Start the tool call again.');
    case 'withdrawn':
      return new AgUiResumeError(
        'call-ended',
        'The MCP call ended before the answer could be sent (the server went away, or the call was cancelled): nothing was sent. Start the tool call again.',
      );
    default:
      // `gone` (the holder left the channel) or `unknown` (a memory channel that restarted with its process).
      return new AgUiResumeError(
        'call-lost',
        'The agent process that held this MCP call (2025-11-25 keeps it open while you answer) restarted or went away: the call is lost and the answer was not sent. Start the tool call again.',
      );
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
