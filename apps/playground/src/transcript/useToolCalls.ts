import { createElicitationQueue, type ElicitationQueue, type ServerIdentity } from '@elicit-kit/core';
import { callWithElicitation } from '@elicit-kit/mcp';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createExchangeLog, tapQueue, type ExchangeLog } from '../exchange/exchangeLog.js';
import type { McpConnection } from '../mcp/connect.js';
import type { ToolInfo } from '../tools/toolList.js';
import { toCallFailure, type CallFailure } from './callFailure.js';
import { createAnswerLog, type AnswerLog } from './answerLog.js';
import { readToolResult, type ToolResult } from './toolResult.js';

export type CallStatus = 'running' | 'done' | 'error';

/** One entry of the transcript: a tool call from the moment it starts until it settles. */
export interface ToolCall {
  id: string;
  /** The tool's name. */
  tool: string;
  /** The tool as listed when the call started (its title and icon). */
  info: ToolInfo;
  /** Who was asked (C1): the connection's identity at the time. */
  server: ServerIdentity;
  /** The arguments sent. */
  arguments: Record<string, unknown>;
  status: CallStatus;
  startedAt: number;
  endedAt?: number;
  /**
   * The call's own queue: its requests render inside its entry, and what the person types
   * is kept there (drafts survive re-renders, layout switches and re-mounts).
   */
  queue: ElicitationQueue;
  /** What the person answered in this call, kept after the cards are gone. */
  answers: AnswerLog;
  /** Every request, answer and round of this call, with timings: the exchange log. */
  exchange: ExchangeLog;
  result?: ToolResult;
  error?: CallFailure;
}

// On 2025-11-25 the request stays open while the person answers, and the SDK's per-request
// timeout (60 s by default) would include their think time.
const THINK_TIME_MS = 15 * 60_000;

// A server that refuses what the person sent (a -32602, or an isError result after their
// answer) brings the form back prefilled with its reason, this many times before the call fails.
const REASKS_AFTER_REFUSAL = 3;

let callCount = 0;

/**
 * The transcript's calls. `call(tool)` starts `tools/call` through `callWithElicitation` (the
 * kit's MRTR loop, manual mode); `stop(id)` aborts one, which withdraws its open cards
 * ("nothing was sent"). Calls die with the page: nothing half-sent survives a reload.
 */
export function useToolCalls(
  connection: McpConnection | undefined,
  onSettled: (call: ToolCall) => void,
  /** Says how a failure is shown, e.g. that "Auto" switched the protocol because of it (see `autoEra`). */
  relabel: (failure: CallFailure) => CallFailure = (failure) => failure,
) {
  const [calls, setCalls] = useState<readonly ToolCall[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const relabelled = useRef(relabel);
  relabelled.current = relabel;

  const call = useCallback(
    (tool: ToolInfo, args: Record<string, unknown> = {}) => {
      if (!connection) return;
      const { client } = connection;
      const controller = new AbortController();
      const exchange = createExchangeLog({ name: tool.name, arguments: args });
      const tapped = tapQueue(createElicitationQueue());
      const queue = tapped.queue;
      // This call's own requests as shown; its legs, the requests a 2025-11-25 server pushes on
      // their streams, and every answer as sent, from the wire.
      const routed = connection.wire.track({ name: tool.name, arguments: args }, exchange);
      const stopListening = [tapped.listen(exchange), routed.end];
      const entry: ToolCall = {
        id: `call-${++callCount}`,
        tool: tool.name,
        info: tool,
        server: connection.identity,
        arguments: args,
        exchange,
        status: 'running',
        startedAt: Date.now(),
        queue,
        answers: createAnswerLog(queue),
      };
      controllers.current.set(entry.id, controller);
      setCalls((current) => [...current, entry]);
      const finish = (update: Pick<ToolCall, 'status' | 'result' | 'error'>) => {
        // Gone from the map: the transcript was cleared meanwhile, so there is nothing to update.
        for (const stop of stopListening) stop();
        if (!controllers.current.delete(entry.id)) return;
        const done: ToolCall = { ...entry, ...update, endedAt: Date.now() };
        setCalls((current) => current.map((c) => (c.id === entry.id ? done : c)));
        settled.current(done);
      };
      callWithElicitation(client, 'tools/call', { name: tool.name, arguments: args }, entry.queue, {
        signal: controller.signal,
        requestOptions: { timeout: THINK_TIME_MS },
        reaskOnRejection: REASKS_AFTER_REFUSAL,
        onRound: (round) => {
          routed.round(round);
          exchange.round(round);
        },
      }).then(
        (raw) => {
          exchange.result(raw);
          const result = readToolResult(raw);
          finish(
            result.isError
              ? { status: 'error', result, error: { code: 'tool-error', reason: 'tool-error', stopped: false, detail: result.texts.join('\n') } }
              : { status: 'done', result },
          );
        },
        (error: unknown) => {
          exchange.failure(error instanceof Error ? error.message : String(error));
          finish({ status: 'error', error: relabelled.current(toCallFailure(error, controller.signal)) });
        },
      );
    },
    [connection],
  );

  const stop = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  /** Stops every running call, e.g. with a {@link ProtocolSwitchAbort} before the app reconnects. */
  const stopAll = useCallback((reason?: unknown) => {
    for (const controller of controllers.current.values()) controller.abort(reason);
  }, []);

  /** Stops whatever still runs and empties the transcript. */
  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    setCalls([]);
  }, []);

  // Leaving the page (or unmounting) stops every call: their cards close as withdrawn.
  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const controller of open.values()) controller.abort();
    };
  }, []);

  return { calls, call, stop, stopAll, clear };
}
