import { createElicitationQueue, type ElicitationQueue, type PendingElicitation } from '@elicit-kit/core';
import { useElicitationQueue } from '@elicit-kit/react';
import { useMemo, useRef, type ReactNode } from 'react';
import type { ExchangeLog } from '../exchange/exchangeLog.js';
import { SessionExchangeView } from '../exchange/ExchangeLogView.js';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { LayoutChoice } from '../settings/preferences.js';
import type { AnswerLog } from './answerLog.js';
import { CallEntry, type DialogSlot } from './CallEntry.js';
import { useDialogTurn, type DialogParticipant } from './dialogTurn.js';
import { EmptyTranscript } from './EmptyTranscript.js';
import { PushedRequests } from './PushedRequests.js';
import { placePush } from './pushPlacement.js';
import { viewQueue } from './queueView.js';
import type { ToolCall } from './useToolCalls.js';

export interface TranscriptProps {
  calls: readonly ToolCall[];
  /** Shown above the conversation: the arguments of the tool about to be called. */
  composer?: ReactNode;
  /** The line under the conversation: where requests go. */
  footer: string;
  /** Talking to the demo server: the first screen may say what its tools do. */
  demo: boolean;
  pushedQueue: ElicitationQueue | undefined;
  pushedAnswers: AnswerLog | undefined;
  /** Which call's stream carried pushed entry `id` (`PushPlacement.ownerOf`); without it, no push can be told. */
  pushOwner?: ((entryId: string) => ExchangeLog | undefined) | undefined;
  /** The connection's record of pushed requests no call can be told for. */
  sessionExchange?: ExchangeLog | undefined;
  /** That connection is gone (lost, or failed): its log no longer runs. */
  sessionEnded?: boolean;
  layout: LayoutChoice;
  locale: string;
  onStop: (id: string) => void;
  onClear: () => void;
}

/** The conversation: every call in order, each with its requests and outcome. */
export function Transcript({
  calls,
  composer,
  footer,
  demo,
  pushedQueue,
  pushedAnswers,
  pushOwner,
  sessionExchange,
  sessionEnded = false,
  layout,
  locale,
  onStop,
  onClear,
}: TranscriptProps) {
  const t = useAppMessages();
  // A 2025-11-25 server pushes its requests on the session: each shows inside the call whose
  // stream carried it; one no call can be told for under the newest running call (almost always
  // the asker in a chat), else after the conversation (see placePush).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const newestRunning = calls.filter((call) => call.status === 'running').at(-1)?.id;
  const pushed = usePushedViews(calls, pushedQueue, pushOwner);
  // In the dialog layout one modal shows at a time: the other calls that wait get their turn after it.
  const participants = useMemo(() => dialogParticipants(calls, pushed, newestRunning), [calls, pushed, newestRunning]);
  const turn = useDialogTurn(participants);
  const dialogSlot = (id: string): DialogSlot => (layout === 'inline' || turn.holder === id ? 'host' : turn.waiting.includes(id) ? 'queued' : 'none');
  return (
    <main className="conversation" aria-labelledby="conversation-heading">
      <div className="conversation-header">
        <h2 id="conversation-heading" className="conversation-heading" ref={headingRef} tabIndex={-1}>
          {t.conversationHeading}
        </h2>
        {calls.length > 0 ? (
          <button
            type="button"
            className="button button-quiet"
            data-testid="clear-conversation"
            onClick={() => {
              onClear();
              // The button goes with the conversation; focus stays in the conversation.
              headingRef.current?.focus();
            }}
          >
            {t.clearConversation}
          </button>
        ) : null}
      </div>
      {composer}
      {/* A scrollable region keyboard users can scroll: focusable, and named like the conversation.
          Axe's scrollable-region-focusable fails as soon as the calls overflow with nothing tabbable in view. */}
      <div className="conversation-scroll" role="region" aria-labelledby="conversation-heading" tabIndex={0}>
        {calls.length === 0 ? <EmptyTranscript demo={demo} /> : null}
        <ol className="transcript" data-testid="transcript" data-count={calls.length} hidden={calls.length === 0}>
          {calls.map((call) => (
            <CallEntry
              key={call.id}
              call={call}
              layout={layout}
              locale={locale}
              onStop={onStop}
              pushedQueue={pushed?.shownIn(call)}
              pushedAnswers={pushedAnswers}
              pushOwner={pushOwner}
              dialogSlot={dialogSlot(call.id)}
            />
          ))}
        </ol>
        {pushed && newestRunning === undefined && dialogSlot(PUSHED) === 'host' ? (
          <PushedRequests queue={pushed.conversation} layout={layout} placement="conversation" />
        ) : null}
        {sessionExchange ? <SessionExchangeView log={sessionExchange} ended={sessionEnded} /> : null}
        <p className="conversation-footer">{footer}</p>
      </div>
    </main>
  );
}

/** The pushed requests shown after the conversation, as a participant of the dialog's turns. */
const PUSHED = 'pushed';

/** The pushed queue cut by where each request shows (see {@link usePushedViews}). */
interface PushedViews {
  /** A call's own part, or `undefined` when it gets no host: it neither runs nor has a pushed card. */
  shownIn(call: ToolCall): ElicitationQueue | undefined;
  /** What shows after the conversation. */
  conversation: ElicitationQueue;
}

/**
 * One view of the pushed queue per call, and one for after the conversation, each with the
 * cards {@link placePush} puts there. Every running call has its host mounted, so its live
 * region exists before a request for it arrives (see PushedRequests); a call that ended keeps
 * one while it has pushed cards or their notices.
 */
function usePushedViews(
  calls: readonly ToolCall[],
  queue: ElicitationQueue | undefined,
  pushOwner: ((entryId: string) => ExchangeLog | undefined) | undefined,
): PushedViews | undefined {
  const snapshot = useElicitationQueue(queue ?? NO_QUEUE);
  // New views when a call starts, ends or goes (the only times `calls` changes): where a card goes may change then.
  const views = useMemo(() => {
    if (queue === undefined) return undefined;
    const placeOf = (entry: PendingElicitation) => placePush(pushOwner?.(entry.id), calls);
    const byCall = new Map(calls.map((call) => [call.id, viewQueue(queue, (entry) => placeOf(entry) === call.id)]));
    return { placeOf, byCall, conversation: viewQueue(queue, (entry) => placeOf(entry) === undefined) };
  }, [calls, queue, pushOwner]);
  // As a string: the views (and the dialog's participants) stay the same while the calls with cards do.
  const withCards =
    views === undefined ? '' : [...new Set([...snapshot.pending, ...snapshot.closed.map((record) => record.entry)].map(views.placeOf))].join(' ');
  return useMemo(() => {
    if (views === undefined) return undefined;
    const hasCards = new Set(withCards.split(' '));
    return {
      shownIn: (call: ToolCall) => (call.status === 'running' || hasCards.has(call.id) ? views.byCall.get(call.id) : undefined),
      conversation: views.conversation,
    };
  }, [views, withCards]);
}

// Hooks cannot be skipped; an empty queue stands in while disconnected.
const NO_QUEUE = createElicitationQueue();

/** Everything that may ask, in transcript order: the calls (each with its pushed requests), then the pushed requests shown on their own. */
function dialogParticipants(calls: readonly ToolCall[], pushed: PushedViews | undefined, newestRunning: string | undefined): DialogParticipant[] {
  const participants: DialogParticipant[] = calls.map((call) => {
    const own = pushed?.shownIn(call);
    return { id: call.id, queues: own ? [call.queue, own] : [call.queue] };
  });
  if (pushed && newestRunning === undefined) participants.push({ id: PUSHED, queues: [pushed.conversation] });
  return participants;
}
