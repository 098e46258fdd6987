import { checkAnswer, readElicitationRequest, type ElicitResult, type ServerIdentity } from '@elicit-kit/core';
import type { ElicitationDataPart, ElicitationPartData, ElicitationPartStatus } from '../part/types.js';
import { ELICITATION_PART_TYPE } from '../part/types.js';
import { randomId, type TokenSigner } from './answer-token.js';
import type { AnswerChannel } from './channel.js';
import type { ElicitationPartWriter } from './types.js';

/** Why a call ends without the person's answer. */
export type WithdrawStatus = Extract<ElicitationPartStatus, 'expired' | 'aborted' | 'stream-closed' | 'channel-lost' | 'shutdown'>;

/** One pending elicitation as the bridge tracks it. */
export interface Hold {
  readonly id: string;
  /** The chat it was asked in. */
  readonly chatId: string;
  /** Its part is out and its deadline runs (the channel holds it, so a withdrawal finds the record). */
  readonly asking: boolean;
  /** Resolves once it has ended: its final part written, its result handed to the MCP client. */
  readonly ended: Promise<void>;
  /** An answer claimed for it arrived (from this instance's route or another's). */
  answer(result: ElicitResult): void;
  /** End it without an answer (the deadline, an abort, a closed stream, a lost channel, shutdown). */
  withdraw(status: WithdrawStatus): void;
}

/** What one elicitation needs from its bridge and attachment. */
export interface HoldContext {
  channel: AnswerChannel;
  signer: TokenSigner;
  now: () => number;
  /** Every hold of the bridge, by id: where the channel's answers are routed. */
  holds: Map<string, Hold>;
  /** The attachment's holds, so a detach or an aborted request ends exactly those. */
  own: Set<Hold>;
  writer: ElicitationPartWriter;
  chatId: string;
  server: ServerIdentity;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  /** The AI SDK tool call that asked, when the kit ran the call (`bindMcpTools`): written into the part. */
  toolCallId?: string | undefined;
}

/** How one elicitation ended: its final part status, and what went to the MCP server. */
export interface HoldOutcome {
  status: ElicitationPartStatus;
  result: ElicitResult;
}

type Ending = { kind: 'answer'; result: ElicitResult } | { kind: 'withdraw'; status: WithdrawStatus };

// Withdrawals that cannot wait for an answer already claimed: the channel that carries it is gone.
const FINAL_WITHDRAWALS: ReadonlySet<WithdrawStatus> = new Set(['channel-lost', 'shutdown']);

const STATUS_OF_ACTION = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

/**
 * Asks the person through the chat and resolves with what goes to the MCP server: writes the
 * pending part, waits for the first of answer / deadline / aborted request / closed stream /
 * lost channel, writes the final part, and returns the re-checked answer or `cancel`.
 */
export async function holdElicitation(context: HoldContext, params: unknown): Promise<HoldOutcome> {
  const { channel, signer, now, holds, own, writer, chatId, server, timeoutMs, signal, toolCallId } = context;
  const id = randomId();
  const createdAt = now();
  const pending: ElicitationPartData = {
    id,
    chatId,
    token: await signer.sign(chatId, id),
    server,
    // Core's reading, which the answer check below shares (one read per request).
    mode: readElicitationRequest(params).mode === 'url' ? 'url' : 'form',
    params,
    createdAt,
    expiresAt: createdAt + timeoutMs,
    status: 'pending',
    ...(toolCallId !== undefined && { toolCallId }),
  };

  let finish!: (ending: Ending) => void;
  const ending = new Promise<Ending>((resolve) => (finish = resolve));
  void ending.then(() => (asking = false));
  let withdrawing = false;
  let ended!: () => void;
  let asking = false;
  const hold: Hold = {
    id,
    chatId,
    get asking() {
      return asking;
    },
    ended: new Promise<void>((resolve) => (ended = resolve)),
    answer: (result) => finish({ kind: 'answer', result }),
    withdraw(status) {
      if (withdrawing && !FINAL_WITHDRAWALS.has(status)) return;
      withdrawing = true;
      if (FINAL_WITHDRAWALS.has(status)) {
        finish({ kind: 'withdraw', status });
        return;
      }
      // Settle in the channel first: if an answer was claimed a moment earlier, it is on its way
      // and wins (the person was told it was delivered).
      channel.settle(id, status === 'expired' ? 'expired' : 'withdrawn').then(
        (settled) => settled && finish({ kind: 'withdraw', status }),
        () => finish({ kind: 'withdraw', status: 'channel-lost' }),
      );
    },
  };

  // The part travels in a stream of its own, merged into the chat's: when the chat's stream is
  // cancelled (the browser went away), this one is too, and the call ends instead of waiting.
  let part!: ReadableStreamDefaultController<ElicitationDataPart & { id: string }>;
  let streamOpen = true;
  const stream = new ReadableStream<ElicitationDataPart & { id: string }>({
    start: (controller) => void (part = controller),
    cancel: () => {
      streamOpen = false;
      hold.withdraw('stream-closed');
    },
  });

  holds.set(id, hold);
  own.add(hold);
  const onAbort = () => hold.withdraw('aborted');
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if (signal?.aborted) finish({ kind: 'withdraw', status: 'aborted' });
    else {
      try {
        await channel.hold({ id, chatId, params, expiresAt: pending.expiresAt });
        part.enqueue({ type: ELICITATION_PART_TYPE, id, data: pending });
        // Only once the channel holds it: a withdrawal must find the record to settle.
        timer = setTimeout(() => hold.withdraw('expired'), Math.max(0, pending.expiresAt - now()));
        asking = true;
        signal?.addEventListener('abort', onAbort, { once: true });
        if (signal?.aborted) onAbort();
      } catch {
        finish({ kind: 'withdraw', status: 'channel-lost' });
      }
    }
    writer.merge(stream);

    const end = await ending;
    const settled = await outcome(end, params);
    const { status } = settled;
    const { token: _token, ...rest } = pending;
    if (streamOpen) {
      part.enqueue({ type: ELICITATION_PART_TYPE, id, data: { ...rest, status, settledAt: now() } });
      part.close();
    }
    return settled;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    holds.delete(id);
    own.delete(hold);
    ended();
  }
}

async function outcome(end: Ending, params: unknown): Promise<HoldOutcome> {
  if (end.kind === 'withdraw') return { status: end.status, result: { action: 'cancel' } };
  const checked = await checkAnswer(params, end.result);
  if (!checked.ok) return { status: 'refused', result: { action: 'cancel' } };
  return { status: STATUS_OF_ACTION[checked.result.action], result: checked.result };
}
