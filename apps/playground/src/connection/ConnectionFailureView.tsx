import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { describeFailure } from './describeFailure.js';

/** Why connecting failed, in words; the underlying message behind "Details". */
export function ConnectionFailureView({ error }: { error: unknown }) {
  const t = useAppMessages().connection;
  const failure = describeFailure(error);
  return (
    <div className="connection-failure" data-testid="connection-failure" data-kind={failure.kind} data-status={failure.status} role="alert">
      <p>{t.failures[failure.kind]}</p>
      <details>
        <summary>{t.failureDetails}</summary>
        <p className="connection-failure-detail">{failure.detail}</p>
      </details>
    </div>
  );
}
