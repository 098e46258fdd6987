import type { ElicitationQueue } from '@elicit-kit/core';
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
import type { ToolCall } from './useToolCalls.js';

export interface TranscriptProps {
  calls: readonly ToolCall[];
  /** Shown above the conversation: the arguments of the tool about to be called. */
  composer?: ReactNode;
  /** The line under the conversation: where requests go. */
  footer: string;
  pushedQueue: ElicitationQueue | undefined;
  pushedAnswers: AnswerLog | undefined;
  /** The connection's record of pushed requests no call can be told for. */
  sessionExchange?: ExchangeLog | undefined;
  layout: LayoutChoice;
  locale: string;
  onStop: (id: string) => void;
  onClear: () => void;
}

/** The conversation: every call in order, each with its requests and outcome. */
export function Transcript({ calls, composer, footer, pushedQueue, pushedAnswers, sessionExchange, layout, locale, onStop, onClear }: TranscriptProps) {
  const t = useAppMessages();
  // A 2025-11-25 server pushes its requests on the session, and nothing says which call they
  // belong to. While calls run they show under the newest one (almost always the asker in a
  // chat); otherwise after the conversation.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const newestRunning = calls.filter((call) => call.status === 'running').at(-1)?.id;
  // In the dialog layout one modal shows at a time: the other calls that wait get their turn after it.
  const participants = useMemo(() => dialogParticipants(calls, pushedQueue, newestRunning), [calls, pushedQueue, newestRunning]);
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
        {calls.length === 0 ? <EmptyTranscript /> : null}
        <ol className="transcript" data-testid="transcript" data-count={calls.length} hidden={calls.length === 0}>
          {calls.map((call) => (
            <CallEntry
              key={call.id}
              call={call}
              layout={layout}
              locale={locale}
              onStop={onStop}
              pushedQueue={call.id === newestRunning ? pushedQueue : undefined}
              pushedAnswers={pushedAnswers}
              dialogSlot={dialogSlot(call.id)}
            />
          ))}
        </ol>
        {pushedQueue && newestRunning === undefined && dialogSlot(PUSHED) === 'host' ? (
          <PushedRequests queue={pushedQueue} layout={layout} placement="conversation" />
        ) : null}
        {sessionExchange ? <SessionExchangeView log={sessionExchange} /> : null}
        <p className="conversation-footer">{footer}</p>
      </div>
    </main>
  );
}

/** The pushed requests shown after the conversation, as a participant of the dialog's turns. */
const PUSHED = 'pushed';

/** Everything that may ask, in transcript order: the calls (the newest running one with the pushed requests), then the pushed requests on their own. */
function dialogParticipants(calls: readonly ToolCall[], pushedQueue: ElicitationQueue | undefined, newestRunning: string | undefined): DialogParticipant[] {
  const participants: DialogParticipant[] = calls.map((call) => ({
    id: call.id,
    queues: call.id === newestRunning && pushedQueue ? [call.queue, pushedQueue] : [call.queue],
  }));
  if (pushedQueue && newestRunning === undefined) participants.push({ id: PUSHED, queues: [pushedQueue] });
  return participants;
}
