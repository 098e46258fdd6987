import type { ElicitResult } from '@elicit-kit/core';
import { accept, cancel, decline } from '@elicit-kit/core/respond';
import { useId } from 'react';
import type { CommonMessages } from '../messages/common.js';
import type { Part } from '../shared/part.js';
import type { PreviewMessages } from './messages.js';
import type { RequestReading } from './requestReading.js';

/** The exact JSON of an answer, as the host sends it (the `ElicitResult`, or `inputResponses` value). */
const json = (result: ElicitResult) => JSON.stringify(result, null, 2);

/**
 * Before an answer: the JSON each button sends (core's own `decline()`, `cancel()`, and for a
 * link `accept()`; a form's accept content is known once submitted). After: exactly what was sent.
 */
export function PreviewAnswers({
  request,
  sent,
  onAgain,
  messages,
  buttons,
  heading: Heading,
  part,
}: {
  request: RequestReading;
  sent: ElicitResult | undefined;
  onAgain: () => void;
  messages: PreviewMessages;
  buttons: Pick<CommonMessages, 'accept' | 'decline' | 'cancel'> & { open: string };
  heading: 'h2' | 'h3' | 'h4';
  part: Part;
}) {
  const mode = request.envelope.ok ? request.envelope.mode : undefined;
  const canAccept = request.acceptable;
  const headingId = useId();
  if (sent) {
    return (
      <section aria-labelledby={headingId} className={part('preview-panel')} data-ek-part="preview-sent">
        <Heading id={headingId}>{messages.previewSentTitle}</Heading>
        <pre className={part('preview-code')} data-action={sent.action}>
          {json(sent)}
        </pre>
        {mode === 'url' && sent.action === 'accept' ? <p>{messages.previewUrlNotOpened}</p> : null}
        <button type="button" className={part('button')} onClick={onAgain}>
          {messages.previewAgain}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className={part('preview-panel')} data-ek-part="preview-answers">
      <Heading id={headingId}>{messages.previewAnswersTitle}</Heading>
      <dl className={part('preview-answers')}>
        {canAccept && mode === 'form' ? (
          <>
            <dt>{buttons.accept}</dt>
            <dd>{messages.previewAcceptPending}</dd>
          </>
        ) : canAccept && mode === 'url' ? (
          <>
            <dt>{buttons.open}</dt>
            <dd>
              <pre className={part('preview-code')}>{json(accept())}</pre>
            </dd>
          </>
        ) : null}
        <dt>{buttons.decline}</dt>
        <dd>
          <pre className={part('preview-code')}>{json(decline())}</pre>
        </dd>
        <dt>{buttons.cancel}</dt>
        <dd>
          <pre className={part('preview-code')}>{json(cancel())}</pre>
        </dd>
      </dl>
    </section>
  );
}
