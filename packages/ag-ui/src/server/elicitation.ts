import type { Interrupt, ResumeEntry } from '@ag-ui/core';
import {
  cancel,
  checkAnswer,
  createElicitationQueue,
  readElicitRequestParams,
  type CompleteResult,
  type ElicitResult,
  type ElicitationQueue,
  type InputRequiredResult,
  type JSONObject,
  type ServerIdentity,
} from '@elicit-kit/core';
import { BridgeOptionsError, createMemoryAnswerChannel, createTokenSigner, MIN_SECRET_BYTES, type AnswerChannel } from '@elicit-kit/ai-sdk/answers';
import { BindElicitationError, bindElicitation, RunAbortedError, callWithElicitation, type ElicitationBinding, type McpClient } from '@elicit-kit/mcp';
import { AgUiResumeError } from './errors.js';
import { createHeldCalls, type HeldRound } from './held-calls.js';
import { claimedIds, openTicket, sealTicket, type TicketBody } from './ticket.js';
import { ELICIT_KIT_KEY, INTERRUPT_REASON, type McpInterruptMetadata } from '../metadata.js';

/** Options of {@link createAgUiElicitation}. */
export interface AgUiElicitationOptions {
  /** Who asks, as your agent names the MCP server (shown to the person; never the server's self-description). */
  server: ServerIdentity;
  /**
   * Signs the tickets interrupts carry (HMAC-SHA-256), at least 32 bytes. The same on every
   * instance and across restarts, so any instance can resume any interrupt.
   */
  secret: string | Uint8Array;
  /** How long an interrupt can be answered (ms); default 15 minutes. Becomes each interrupt's `expiresAt`. */
  ttlMs?: number;
  /** The clock (epoch ms); for tests. */
  now?: () => number;
  /**
   * Where a 2025-11-25 call, held open by the process that ran it, gets its answers from the run that resumes
   * (`@elicit-kit/ai-sdk/answers`' memory channel by default; `createRedisAnswerChannel` from
   * `@elicit-kit/ai-sdk/redis` when another instance may serve the resume). Unused on 2026-07-28. A channel of its
   * own: not one an AI SDK bridge already uses (a channel delivers to one listener).
   */
  channel?: AnswerChannel;
}

/** One MCP tool call of a run: the id the run gave it (the AG-UI `toolCallId`), the tool and its arguments. */
export interface McpToolCall {
  toolCallId: string;
  name: string;
  arguments: JSONObject;
}

/**
 * How a tool call ended this time: with the tool's result, or waiting for the person (end the run with these
 * interrupts). `holdsClient`: the call stays open on the client you passed (2025-11-25) — do not close it; it is
 * closed when the call ends (answered to the end, expired, failed).
 */
export type ToolCallOutcome = { type: 'complete'; result: CompleteResult } | { type: 'interrupt'; interrupts: Interrupt[]; holdsClient?: boolean };

/** A tool call that a run's `resume` entries continue, with its answers already checked against the server's schemas. */
export interface ResumedToolCall extends McpToolCall {
  /** The answer to each `inputRequests` key of the round, as it will be sent. */
  readonly answers: ReadonlyMap<string, ElicitResult>;
  /** The round being answered (its `requestState` echoed byte for byte). */
  readonly round: InputRequiredResult;
  /**
   * A 2025-11-25 call that an agent process holds open: `resumeTool` hands the answers over through the answer
   * channel and does not use its client (no need to connect one).
   */
  readonly held: boolean;
}

/** What {@link createAgUiElicitation} returns. */
export interface AgUiElicitation {
  /** Binds `client` (before `client.connect`): declares form and URL elicitation. */
  bind(client: McpClient): ElicitationBinding;
  /**
   * Calls `call.name` on `client`. When the server asks for input, the run ends with one interrupt per
   * elicitation, each carrying a signed ticket. On 2026-07-28 (`input_required`) the call stops there and nothing
   * is kept here. On 2025-11-25 the call stays open in this process (`holdsClient`) until the resumed run's answers
   * reach it through the answer channel, or the interrupts expire.
   */
  callTool(client: McpClient, call: McpToolCall, context: { threadId: string; signal?: AbortSignal }): Promise<ToolCallOutcome>;
  /**
   * The tool calls `input.resume` continues: each ticket verified (signature, thread, deadline), every interrupt
   * of its round answered, each accepted answer checked against the server's own schema. Throws
   * {@link AgUiResumeError} before anything is sent. Entries without an Elicit Kit ticket are left to you.
   */
  resumedCalls(input: { threadId: string; resume?: readonly ResumeEntry[]; state?: unknown }): Promise<ResumedToolCall[]>;
  /**
   * Sends a resumed call's answers (2026-07-28: the same round, statelessly; 2025-11-25: to the process holding the
   * call) and goes on: complete, or the server's next round as interrupts. A held call that is lost (its agent
   * restarted) or ended rejects with {@link AgUiResumeError} (`call-lost`, `call-ended`, `call-failed`).
   */
  resumeTool(client: McpClient, call: ResumedToolCall, context: { threadId: string; signal?: AbortSignal }): Promise<ToolCallOutcome>;
  /**
   * Ends now, as their deadline (`expiresAt`) would, the 2025-11-25 calls held for `threadId` (every thread's when
   * left out) whose interrupts nobody has answered: the MCP server hears `cancel` for each open request, and a later
   * resume of them is refused (`expired`). For an agent that knows nobody is left to answer — the thread was
   * deleted, the person signed out — so the call need not stay open until the deadline. Resolves once those calls
   * have ended, with how many there were. Rounds already answered and on their way are left alone.
   */
  expireHeld(threadId?: string): Promise<number>;
  /**
   * At shutdown: ends every 2025-11-25 call this process holds (the MCP server hears the cancellation; a later
   * resume gets `call-ended` or `call-lost`), closes their clients, and closes the default memory channel (not
   * one you passed).
   */
  close(): Promise<void>;
}

const DEFAULT_TTL_MS = 15 * 60_000;

/**
 * MCP elicitations as AG-UI interrupts, for an agent whose tools are MCP tools. On 2026-07-28 the
 * MRTR round travels with the interrupt (its `requestState` inside an HMAC-signed ticket), so the run
 * that resumes, on any instance and after a restart, retries the call statelessly.
 *
 * @example
 * const elicitation = createAgUiElicitation({ server: { name: 'demo' }, secret: process.env.ELICITATION_SECRET! });
 * elicitation.bind(client); // before client.connect
 * const outcome = await elicitation.callTool(client, { toolCallId, name: 'deploy', arguments: {} }, { threadId });
 * if (outcome.type === 'interrupt') emit({ type: EventType.RUN_FINISHED, threadId, runId, outcome });
 */
export function createAgUiElicitation(options: AgUiElicitationOptions): AgUiElicitation {
  const { server, secret, ttlMs = DEFAULT_TTL_MS, now = Date.now, channel = createMemoryAnswerChannel() } = checkOptions(options);
  const ownChannel = options.channel === undefined;
  const signer = createTokenSigner(secret);
  const queues = new WeakMap<McpClient, ElicitationQueue>();
  const heldCalls = createHeldCalls({ server, channel, ttlMs, now, interrupts: (call, threadId, held) => interruptsOf(call, threadId, held.round, held) });
  const heldRounds = new WeakMap<ResumedToolCall, { id: string; exp: number }>();

  async function interruptsOf(call: McpToolCall, threadId: string, round: InputRequiredResult, held?: HeldRound): Promise<Interrupt[]> {
    const exp = held?.exp ?? now() + ttlMs;
    const keys = Object.keys(round.inputRequests ?? {});
    const ids = Object.fromEntries(keys.map((key) => [`${call.toolCallId}:${key}`, key]));
    const body: TicketBody = {
      v: 1,
      threadId,
      toolCallId: call.toolCallId,
      name: call.name,
      arguments: call.arguments,
      server,
      round,
      ids,
      exp,
      ...(held === undefined ? {} : { held: held.id }),
    };
    const ticket = await sealTicket(signer, body);
    const expiresAt = new Date(exp).toISOString();
    return Object.entries(ids).map(([id, key]): Interrupt => {
      const params = round.inputRequests?.[key]?.params;
      const reading = readElicitRequestParams(params);
      const message = reading.ok ? reading.params.message : undefined;
      const base = { id, toolCallId: call.toolCallId, expiresAt, ...(message === undefined ? {} : { message }) };
      if (reading.ok && reading.mode === 'url') {
        const { url, elicitationId } = reading.params;
        const metadata: McpInterruptMetadata = { ticket, mode: 'url', key, server, url, ...(elicitationId === undefined ? {} : { elicitationId }) };
        return { ...base, reason: INTERRUPT_REASON.url, metadata: { [ELICIT_KIT_KEY]: metadata } };
      }
      const metadata: McpInterruptMetadata = { ticket, mode: 'form', key, server };
      // The server's requestedSchema as sent (not core's reading of it): LangGraph-style clients build their form from it.
      const schema = reading.ok && reading.mode === 'form' ? (params as { requestedSchema: Record<string, unknown> }).requestedSchema : undefined;
      return { ...base, reason: INTERRUPT_REASON.form, ...(schema === undefined ? {} : { responseSchema: schema }), metadata: { [ELICIT_KIT_KEY]: metadata } };
    });
  }

  /** Runs the call; the first round not answered by `answers` stops it and becomes interrupts. */
  async function run(
    client: McpClient,
    call: McpToolCall,
    context: { threadId: string; signal?: AbortSignal },
    resume?: ResumedToolCall,
  ): Promise<ToolCallOutcome> {
    // On 2025-11-25 the server pushes its request over a call that must stay open until the person answers: the
    // call is held in this process and the resumed run reaches it through the answer channel (held-calls.ts).
    if (resume?.held) {
      const held = heldRounds.get(resume);
      if (held === undefined) throw new AgUiResumeError('call-lost', 'This resumed call was not made by resumedCalls.');
      const outcome = await heldCalls.resume(held.id, held.exp, context.threadId, resume.answers, context.signal);
      if (outcome.type === 'error') throw new AgUiResumeError('call-failed', outcome.message);
      return outcome;
    }
    if ((client as { getProtocolEra?: () => string }).getProtocolEra?.() !== 'modern') {
      const queue = queues.get(client);
      if (queue === undefined) throw new BindElicitationError('no-binding', 'Bind the client with elicitation.bind(client) before connecting it.');
      return heldCalls.call(client, queue, call, context);
    }
    const stop = new AbortController();
    const signal = context.signal === undefined ? stop.signal : AbortSignal.any([stop.signal, context.signal]);
    const queue = createElicitationQueue();
    let rounds = 0;
    let asked: InputRequiredResult | undefined;
    const unsubscribe = resume === undefined ? undefined : answerFrom(queue, resume.answers);
    try {
      const result = await callWithElicitation(client, 'tools/call', { name: call.name, arguments: call.arguments }, queue, {
        server,
        signal,
        ...(resume === undefined ? {} : { resumeFrom: resume.round }),
        onRound: ({ result: round }) => {
          rounds += 1;
          // With resumeFrom, round 1 is the one being answered; any other round is the person's to answer.
          if (resume !== undefined && rounds === 1) return;
          asked = round;
          stop.abort();
        },
      });
      return { type: 'complete', result };
    } catch (error) {
      if (asked !== undefined && error instanceof RunAbortedError && !context.signal?.aborted) {
        return { type: 'interrupt', interrupts: await interruptsOf(call, context.threadId, asked) };
      }
      throw error;
    } finally {
      unsubscribe?.();
    }
  }

  return {
    bind(client) {
      // On 2025-11-25 the server's pushed requests arrive in this queue; the held call reads them from it.
      const queue = createElicitationQueue();
      queues.set(client, queue);
      return bindElicitation(client, queue, { server, modes: { form: true, url: true } });
    },
    callTool: (client, call, context) => run(client, call, context),
    resumeTool: (client, call, context) => run(client, call, context, call),
    expireHeld: (threadId) => heldCalls.expireNow(threadId),
    async close() {
      await heldCalls.close();
      if (ownChannel) await channel.close();
    },
    async resumedCalls(input) {
      // A client that sends resume entries without metadata (CopilotKit's resolve/cancel) gets its tickets from the
      // thread's state, where ticketState put them; either way every ticket is verified before it is used.
      const fromState = stateTickets(input.state);
      const tickets = new Map<string, ResumeEntry[]>();
      for (const entry of input.resume ?? []) {
        const ticket = ticketOf(entry) ?? fromState.find((candidate) => claimedIds(candidate).includes(entry.interruptId));
        if (ticket !== undefined) tickets.set(ticket, [...(tickets.get(ticket) ?? []), entry]);
      }
      const calls: ResumedToolCall[] = [];
      for (const [ticket, answered] of tickets) {
        const body = await openTicket(signer, ticket, input.threadId, now());
        for (const entry of answered) {
          if (!(entry.interruptId in body.ids))
            throw new AgUiResumeError('unknown-interrupt', `Interrupt ${entry.interruptId} is not one of its ticket’s.`, { interruptId: entry.interruptId });
        }
        const answers = new Map<string, ElicitResult>();
        for (const [id, key] of Object.entries(body.ids)) {
          const entry = answered.find((candidate) => candidate.interruptId === id);
          if (entry === undefined)
            throw new AgUiResumeError('unanswered', `Interrupt ${id} has no resume entry: answer every interrupt of the round.`, { interruptId: id });
          const check = await checkAnswer(body.round.inputRequests?.[key]?.params, toElicitResult(entry));
          if (!check.ok)
            throw new AgUiResumeError('invalid-answer', `The answer to ${id} does not fit the server’s schema.`, {
              interruptId: id,
              fieldErrors: check.errors,
            });
          answers.set(key, check.result);
        }
        const call: ResumedToolCall = {
          toolCallId: body.toolCallId,
          name: body.name,
          arguments: body.arguments,
          round: body.round,
          answers,
          held: body.held !== undefined,
        };
        if (body.held !== undefined) heldRounds.set(call, { id: body.held, exp: body.exp });
        calls.push(call);
      }
      return calls;
    },
  };
}

/** Responds to each of the call's entries with its answer as it arrives; any other key is cancelled. */
function answerFrom(queue: ElicitationQueue, answers: ReadonlyMap<string, ElicitResult>): () => void {
  const answer = () => {
    for (const entry of queue.getSnapshot().pending) {
      const result = entry.key === undefined ? undefined : answers.get(entry.key);
      queue.respond(entry.id, result ?? cancel());
    }
  };
  const unsubscribe = queue.subscribe(answer);
  answer();
  return unsubscribe;
}

/**
 * resolved → accept with the payload as content; cancelled → cancel; a decline says so in its metadata, or — for
 * clients that send no metadata — as the whole payload `{ "elicit-kit": "decline" }`.
 */
function toElicitResult(entry: ResumeEntry): ElicitResult {
  if (entry.status === 'cancelled') return { action: 'cancel' };
  const own = (entry.metadata as Record<string, unknown> | undefined)?.[ELICIT_KIT_KEY] as { action?: unknown } | undefined;
  if (own?.action === 'decline' || isDeclinePayload(entry.payload)) return { action: 'decline' };
  const content = typeof entry.payload === 'object' && entry.payload !== null && !Array.isArray(entry.payload) ? (entry.payload as JSONObject) : {};
  return { action: 'accept', content } as ElicitResult;
}

/**
 * The thread state that carries `interrupts`' tickets (`{ "elicit-kit": { tickets } }`): emit it as a
 * STATE_SNAPSHOT (merged into the run's state) before the RUN_FINISHED that ends with those interrupts, so that
 * clients whose resume entries carry no metadata (CopilotKit's `useInterrupt`) send the tickets back in
 * `RunAgentInput.state`.
 */
export function ticketState(interrupts: readonly Interrupt[]): { [ELICIT_KIT_KEY]: { tickets: string[] } } {
  const tickets = interrupts.map((interrupt) => (interrupt.metadata?.[ELICIT_KIT_KEY] as { ticket?: unknown } | undefined)?.ticket);
  return { [ELICIT_KIT_KEY]: { tickets: [...new Set(tickets.filter((ticket): ticket is string => typeof ticket === 'string'))] } };
}

function isDeclinePayload(payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && Object.keys(payload).length === 1 && (payload as Record<string, unknown>)[ELICIT_KIT_KEY] === 'decline'
  );
}

function stateTickets(state: unknown): string[] {
  const own: unknown = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[ELICIT_KIT_KEY] : undefined;
  const tickets: unknown = typeof own === 'object' && own !== null ? (own as { tickets?: unknown }).tickets : undefined;
  return Array.isArray(tickets) ? tickets.filter((ticket): ticket is string => typeof ticket === 'string') : [];
}

function ticketOf(entry: ResumeEntry): string | undefined {
  const own = (entry.metadata as Record<string, unknown> | undefined)?.[ELICIT_KIT_KEY] as { ticket?: unknown } | undefined;
  return typeof own?.ticket === 'string' ? own.ticket : undefined;
}

function checkOptions(options: AgUiElicitationOptions): AgUiElicitationOptions {
  if (typeof options?.server?.name !== 'string' || options.server.name === '')
    throw new BridgeOptionsError('server', 'Name the MCP server: { server: { name } }.');
  const bytes =
    typeof options.secret === 'string' ? new TextEncoder().encode(options.secret).length : options.secret instanceof Uint8Array ? options.secret.length : 0;
  if (bytes < MIN_SECRET_BYTES) throw new BridgeOptionsError('secret', `Pass a secret of at least ${MIN_SECRET_BYTES} bytes, the same on every instance.`);
  if (options.ttlMs !== undefined && !(Number.isInteger(options.ttlMs) && options.ttlMs > 0))
    throw new BridgeOptionsError('ttlMs', 'ttlMs is a positive integer (ms).');
  return options;
}
