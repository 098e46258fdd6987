import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { ElicitationHost, useElicitationQueue } from '@elicit-kit/react';
import { memo, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { secretValues } from '../exchange/maskSecrets.js';
import type { ExchangeLog } from '../exchange/exchangeLog.js';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { LayoutChoice } from '../settings/preferences.js';
import { ToolIcon } from '../tools/ToolIcon.js';
import type { AnsweredRequest, AnswerLog } from './answerLog.js';
import { AnsweredRequests } from './AnsweredRequests.js';
import { CallStatusBadge } from './CallStatusBadge.js';
import { ErrorView } from './ErrorView.js';
import { ExchangeLogView } from '../exchange/ExchangeLogView.js';
import { PushedRequests } from './PushedRequests.js';
import { pushedAnswerBelongs } from './pushPlacement.js';
import { ResultView } from './ResultView.js';
import type { ToolCall } from './useToolCalls.js';

export interface CallEntryProps {
  call: ToolCall;
  layout: LayoutChoice;
  locale: string;
  onStop: (id: string) => void;
  /** The requests a 2025-11-25 server pushed that show under this call (see `placePush`); none: no host for them. */
  pushedQueue?: ElicitationQueue | undefined;
  /** Answers to pushed requests: this call's are listed with its own (see `pushedAnswerBelongs`). */
  pushedAnswers?: AnswerLog | undefined;
  /** Which call's stream carried pushed entry `id` (`PushPlacement.ownerOf`); keep it stable. */
  pushOwner?: ((entryId: string) => ExchangeLog | undefined) | undefined;
  /** Where this call's requests show; see {@link DialogSlot}. Default `host`. */
  dialogSlot?: DialogSlot;
}

/**
 * `host`: the call's `ElicitationHost` is mounted (always inline; in the dialog layout only for
 * the call holding the one dialog). `queued`: dialog layout, this call waits while another's
 * dialog is open — a line says so; its drafts stay in its queue. `none`: dialog layout, nothing
 * to show.
 */
export type DialogSlot = 'host' | 'queued' | 'none';

/**
 * One turn of the conversation: the person's call, then the server's side — its requests
 * (rendered by `ElicitationHost` from the call's own queue, so they sit under the call that
 * asked), and finally the result or the error.
 */
export const CallEntry = memo(function CallEntry({ call, layout, locale, onStop, pushedQueue, pushedAnswers, pushOwner, dialogSlot = 'host' }: CallEntryProps) {
  const t = useAppMessages();
  // Both hooks run on every render (no short-circuit): hooks must be called in the same order.
  const ownPending = useElicitationQueue(call.queue).pending.length;
  const pushedSnapshot = useElicitationQueue(pushedQueue ?? NO_QUEUE);
  const pushedPending = pushedSnapshot.pending.length;
  // Pushed requests shown here that no call could be told for: their record is in the session's log, said in this one.
  const elsewhere = [...pushedSnapshot.pending, ...pushedSnapshot.closed.map((record) => record.entry)].filter(
    (entry) => pushOwner?.(entry.id) !== call.exchange,
  ).length;
  const waiting = ownPending + pushedPending > 0;
  const ref = useRef<HTMLLIElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const stopClicked = useRef(false);
  const ids = `${call.id}-`;
  const exchanged = useSyncExternalStore(call.exchange.subscribe, call.exchange.getSnapshot, call.exchange.getSnapshot);
  const secrets = useMemo(() => secretValues(exchanged), [exchanged]);
  const pushedBelongs = useCallback((answer: AnsweredRequest) => pushedAnswerBelongs(pushOwner?.(answer.id), answer.closedAt, call), [pushOwner, call]);

  // A new call and its outcome scroll into view; the requests in between take focus themselves.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  useEffect(() => {
    if (call.status === 'running') return;
    outcomeRef.current?.scrollIntoView({ block: 'nearest' });
    // Stop goes away with the call it stopped: its focus moves to the outcome, not to <body>.
    if (stopClicked.current && (document.activeElement === null || document.activeElement === document.body)) {
      outcomeRef.current?.focus();
    }
  }, [call.status]);

  return (
    <li
      ref={ref}
      className="turn"
      data-testid="call"
      data-call-id={call.id}
      data-tool={call.tool}
      data-status={call.status}
      data-waiting={waiting}
      data-result-status={call.result?.status}
      aria-labelledby={`${ids}title`}
    >
      <div className="turn-user">
        <div className="bubble-user">
          <p className="bubble-meta">
            {t.youCalled} · <time dateTime={new Date(call.startedAt).toISOString()}>{formatTime(call.startedAt, locale)}</time>
          </p>
          <h3 id={`${ids}title`} className="bubble-title">
            {call.info.title} <code className="bubble-tool">{call.tool}</code>
          </h3>
        </div>
      </div>
      <div className="turn-server">
        <span className="avatar" aria-hidden="true">
          <ToolIcon tool={call.info} />
        </span>
        <div className="turn-server-body">
          <div className="turn-server-header">
            <span className="turn-server-name">{call.server.title ?? call.server.name}</span>
            <CallStatusBadge
              status={call.status}
              waiting={waiting}
              stopped={call.error?.stopped === true}
              declined={call.error?.declined}
              durationMs={call.endedAt !== undefined ? call.endedAt - call.startedAt : undefined}
            />
            {call.status === 'running' ? (
              <button
                type="button"
                className="button button-quiet"
                data-testid="stop-call"
                onClick={() => {
                  stopClicked.current = true;
                  onStop(call.id);
                }}
              >
                {t.stop}
              </button>
            ) : null}
          </div>
          {/* Before the requests: a pending link card has an h2 of the kit's, and headings must not skip levels after it. */}
          <ExchangeLogView log={call.exchange} running={call.status === 'running'} idPrefix={ids} elsewhere={elsewhere} />
          <AnsweredRequests log={call.answers} pushed={pushedAnswers && { log: pushedAnswers, belongs: pushedBelongs }} />
          {dialogSlot === 'queued' ? (
            <p className="turn-queued" data-testid="dialog-queued">
              {t.waitingForDialogAbove}
            </p>
          ) : null}
          {dialogSlot === 'host' ? (
            <>
              <ElicitationHost queue={call.queue} layout={layout} focusNewRequests className="turn-requests" />
              {pushedQueue ? <PushedRequests queue={pushedQueue} layout={layout} placement="call" /> : null}
            </>
          ) : null}
          <div ref={outcomeRef} className="turn-outcome" tabIndex={-1}>
            {call.result && call.status === 'done' ? <ResultView result={call.result} headingId={`${ids}result`} secrets={secrets} /> : null}
            {call.error ? <ErrorView failure={call.error} headingId={`${ids}error`} /> : null}
          </div>
        </div>
      </div>
    </li>
  );
});

// Hooks cannot be skipped; an empty queue stands in when this call shows no pushed requests.
const NO_QUEUE = createElicitationQueue();

function formatTime(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(epochMs);
}
