import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { CallFailure } from './callFailure.js';

/**
 * Why the call failed, in words for the person, with the typed code and the technical message
 * folded away. A call the person stopped is not shown as a failure, only as stopped; one that
 * ended because they declined a link, as their choice. A tool's own error text (`isError`) is
 * the one useful sentence, so it shows as it is (as text: it is the server's).
 */
export function ErrorView({ failure, headingId }: { failure: CallFailure; headingId: string }) {
  const t = useAppMessages();
  const toolText = failure.code === 'tool-error' ? failure.detail.trim() : '';
  return (
    <div
      className="call-error"
      role="group"
      data-testid="call-error"
      data-error-code={failure.code}
      data-stopped={failure.stopped || undefined}
      data-declined={failure.declined}
      aria-labelledby={headingId}
    >
      <h4 id={headingId} className="call-error-heading">
        {failure.declined ? t.declinedHeading : failure.stopped ? t.stoppedHeading : t.errorHeading}
      </h4>
      <p className="call-error-text">{t.errors[failure.reason]}</p>
      {toolText ? (
        <blockquote className="call-error-tool" data-testid="tool-error-text">
          <p className="call-error-tool-label">{t.toolSaid}</p>
          <p className="call-error-tool-text">{toolText}</p>
        </blockquote>
      ) : null}
      {failure.detail && !toolText ? (
        <details className="call-error-details">
          <summary>{t.errorDetails}</summary>
          <p>
            <code>{failure.code}</code> {failure.detail}
          </p>
        </details>
      ) : null}
    </div>
  );
}
