import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { CallFailure } from './callFailure.js';

/**
 * Why the call failed, in words for the person, with the typed code and the technical message
 * folded away. A call the person stopped is not shown as a failure, only as stopped.
 */
export function ErrorView({ failure, headingId }: { failure: CallFailure; headingId: string }) {
  const t = useAppMessages();
  return (
    <div
      className="call-error"
      role="group"
      data-testid="call-error"
      data-error-code={failure.code}
      data-stopped={failure.stopped || undefined}
      aria-labelledby={headingId}
    >
      <h4 id={headingId} className="call-error-heading">
        {failure.stopped ? t.stoppedHeading : t.errorHeading}
      </h4>
      <p className="call-error-text">{t.errors[failure.reason]}</p>
      {failure.detail ? (
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
