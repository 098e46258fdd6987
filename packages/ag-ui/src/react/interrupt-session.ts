import type { Interrupt, ResumeEntry } from '@ag-ui/core';
import type { AbstractAgent, RunAgentResult } from '@ag-ui/client';
import { createElicitationQueue, type ElicitResult, type ElicitationQueue, type EnqueueRequest, type ServerIdentity } from '@elicit-kit/core';
import { ELICIT_KIT_KEY } from '../metadata.js';

/** Options of {@link createInterruptSession} and `useAgUiInterrupts`. */
export interface InterruptSessionOptions {
  /** Who asks, for an interrupt that does not name an MCP server (a LangGraph or Mastra interrupt): your name for the agent. */
  server: ServerIdentity;
  /**
   * Answers an interrupt the kit cannot render (neither a `responseSchema` nor an MCP URL). Default: cancel it,
   * since AG-UI refuses a resume that leaves an interrupt unanswered.
   */
  answerOther?: (interrupt: Interrupt) => Promise<Omit<ResumeEntry, 'interruptId'>>;
  /** Called when the resumed run fails (the run's own RUN_ERROR reaches the agent's subscribers as usual). */
  onResumeError?: (error: unknown) => void;
  /** Called when a resumed run has ended (it may have ended with new interrupts: they are in the queue then). */
  onResumed?: (result: RunAgentResult) => void;
  /** The queue to render from; default: a new one. */
  queue?: ElicitationQueue;
}

/** What {@link createInterruptSession} returns. */
export interface InterruptSession {
  /** The queue the interrupts are rendered from: pass it to `ElicitationHost`. */
  readonly queue: ElicitationQueue;
  /** Whether a resumed run is in flight. */
  isResuming(): boolean;
  /** Stops listening to the agent and cancels what is still open (nothing is resumed). */
  close(): void;
}

/**
 * Renders a run's interrupts through an Elicit Kit queue and resumes the run with the answers: every interrupt
 * with a `responseSchema` becomes a form (whoever produced it: an MCP server through `@elicit-kit/ag-ui/server`,
 * LangGraph, Mastra), an MCP URL interrupt becomes the URL consent. Once every interrupt of the run is answered,
 * `agent.runAgent({ resume })` starts the run that continues, with each MCP interrupt's ticket echoed.
 */
export function createInterruptSession(agent: AbstractAgent, options: InterruptSessionOptions): InterruptSession {
  const queue = options.queue ?? createElicitationQueue();
  const closing = new AbortController();
  let resuming = false;
  let round = 0;

  async function answer(interrupts: Interrupt[]): Promise<void> {
    const group = `run-${++round}`;
    const entries = await Promise.all(
      interrupts.map(async (interrupt): Promise<ResumeEntry> => {
        const request = toRequest(interrupt, options.server, group, closing.signal);
        if (request === undefined) return { ...(await (options.answerOther ?? cancelOther)(interrupt)), interruptId: interrupt.id };
        return toResumeEntry(interrupt, await queue.enqueue(request));
      }),
    );
    if (closing.signal.aborted) return;
    resuming = true;
    let result: RunAgentResult;
    try {
      result = await agent.runAgent({ resume: entries });
    } catch (error) {
      resuming = false;
      options.onResumeError?.(error);
      return;
    }
    resuming = false;
    options.onResumed?.(result);
  }

  const subscription = agent.subscribe({
    // Finalized, not RUN_FINISHED: the next run may only start once this one has let go of the agent.
    onRunFinalized: () => {
      const interrupts = agent.pendingInterrupts;
      if (interrupts.length > 0 && !closing.signal.aborted) void answer([...interrupts]);
    },
  });

  return {
    queue,
    isResuming: () => resuming,
    close() {
      subscription.unsubscribe();
      closing.abort();
    },
  };
}

async function cancelOther(): Promise<Omit<ResumeEntry, 'interruptId'>> {
  return { status: 'cancelled' };
}

/** The interrupt as the `elicitation/create` params the kit renders, or undefined when it cannot render it. */
export function toRequest(interrupt: Interrupt, fallback: ServerIdentity, group: string, closing: AbortSignal): EnqueueRequest | undefined {
  const own = ownMetadata(interrupt);
  const server = isServer(own.server) ? own.server : fallback;
  const message = typeof interrupt.message === 'string' ? interrupt.message : '';
  let params: Record<string, unknown>;
  if (own.mode === 'url' && typeof own.url === 'string') {
    params = { mode: 'url', message, url: own.url, elicitationId: typeof own.elicitationId === 'string' ? own.elicitationId : interrupt.id };
  } else if (typeof interrupt.responseSchema === 'object' && interrupt.responseSchema !== null) {
    params = { mode: 'form', message, requestedSchema: interrupt.responseSchema };
  } else {
    return undefined;
  }
  const expiresAt = typeof interrupt.expiresAt === 'string' ? Date.parse(interrupt.expiresAt) : NaN;
  // The card closes (cancel) when the interrupt expires: AG-UI's client refuses any other answer to it then.
  const signal = Number.isFinite(expiresAt)
    ? AbortSignal.any([closing, AbortSignal.timeout(Math.max(0, Math.min(expiresAt - Date.now(), 2_147_483_647)))])
    : closing;
  return { server, params, key: interrupt.id, group, signal, ...(Number.isFinite(expiresAt) ? { expiresAt } : {}) };
}

/** accept → resolved (the form's content as payload); decline → resolved, marked in metadata; cancel → cancelled. */
export function toResumeEntry(interrupt: Interrupt, result: ElicitResult): ResumeEntry {
  const ticket = ownMetadata(interrupt).ticket;
  const own = (extra: Record<string, unknown> = {}) => {
    const metadata = { ...(typeof ticket === 'string' ? { ticket } : {}), ...extra };
    return Object.keys(metadata).length === 0 ? {} : { metadata: { [ELICIT_KIT_KEY]: metadata } };
  };
  if (result.action === 'cancel') return { interruptId: interrupt.id, status: 'cancelled', ...own() };
  if (result.action === 'decline') return { interruptId: interrupt.id, status: 'resolved', ...own({ action: 'decline' }) };
  return { interruptId: interrupt.id, status: 'resolved', ...(result.content === undefined ? {} : { payload: result.content }), ...own() };
}

function ownMetadata(interrupt: Interrupt): Record<string, unknown> {
  const own: unknown = (interrupt.metadata as Record<string, unknown> | undefined)?.[ELICIT_KIT_KEY];
  return typeof own === 'object' && own !== null ? (own as Record<string, unknown>) : {};
}

function isServer(value: unknown): value is ServerIdentity {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && (value as { name: string }).name !== '';
}
