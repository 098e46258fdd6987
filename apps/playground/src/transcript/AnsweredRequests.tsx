import { useSyncExternalStore } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { EMPTY_ANSWER_LOG, type AnsweredRequest, type AnswerLog } from './answerLog.js';

export interface AnsweredRequestsProps {
  /** The call's own answers. */
  log: AnswerLog;
  /**
   * Answers to requests a 2025-11-25 server pushed on its session, and which of them are this
   * call's (see `pushedAnswerBelongs`). Keep `belongs` stable: a new one re-renders.
   */
  pushed?: { log: AnswerLog; belongs: (answer: AnsweredRequest) => boolean } | undefined;
}

/**
 * What the person already answered in this call, one line each ("Where and when would you like
 * to fly? — Submitted"), so the conversation keeps a record once the cards are gone.
 */
export function AnsweredRequests({ log, pushed }: AnsweredRequestsProps) {
  const t = useAppMessages();
  const own = useSyncExternalStore(log.subscribe, log.getSnapshot, log.getSnapshot);
  const pushedLog = pushed?.log ?? EMPTY_ANSWER_LOG;
  const pushedAll = useSyncExternalStore(pushedLog.subscribe, pushedLog.getSnapshot, pushedLog.getSnapshot);
  const answers = pushed ? [...own, ...pushedAll.filter(pushed.belongs)].sort((a, b) => a.closedAt - b.closedAt) : own;
  if (answers.length === 0) return null;
  return (
    <ul className="answered" aria-label={t.answeredLabel} data-testid="answered-requests">
      {answers.map((answer) => (
        <li key={answer.id} className="answered-item" data-action={answer.action} data-mode={answer.mode} data-waiting={answer.waiting}>
          <span className="answered-mark" aria-hidden="true">
            {answer.action === 'accept' ? '✓' : '–'}
          </span>
          <bdi className="answered-message" dir="auto">
            {answer.message || t.answeredNoMessage}
          </bdi>
          <span className="answered-action">{t.answeredAction(answer.mode, answer.action, answer.waiting)}</span>
        </li>
      ))}
    </ul>
  );
}
