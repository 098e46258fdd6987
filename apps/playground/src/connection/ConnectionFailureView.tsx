import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { describeFailure } from './describeFailure.js';

export interface ConnectionFailureViewProps {
  error: unknown;
  /** The connection had stood, then went: said as a lost connection, not as a failed connect. */
  lost?: boolean | undefined;
  /** The page reached the server itself (no local side): only then can CORS be the reason. */
  direct?: boolean | undefined;
}

/** Why connecting failed (or a standing connection ended), in words; the underlying message behind "Details". */
export function ConnectionFailureView({ error, lost = false, direct = false }: ConnectionFailureViewProps) {
  const t = useAppMessages().connection;
  const failure = describeFailure(error);
  const headline =
    failure.kind === 'command-exited' && (lost || failure.exit !== undefined)
      ? // A command that exited after it had spoken MCP (listed tools, asked): it stopped, it did not fail to start.
        lost
        ? t.commandStopped(failure.exit === undefined ? undefined : failure.exit.signal ? t.exitSignal(failure.exit.signal) : t.exitCode(failure.exit.code))
        : t.failures['command-exited']
      : lost
        ? t.lost
        : failure.kind === 'unreachable' && direct
          ? t.unreachableDirect
          : t.failures[failure.kind];
  return (
    <div
      className="connection-failure"
      data-testid="connection-failure"
      data-kind={failure.kind}
      data-status={failure.status}
      data-lost={lost || undefined}
      role="alert"
    >
      <p>{headline}</p>
      {failure.said ? <p className="connection-failure-said">{failure.said}</p> : null}
      <details>
        <summary>{t.failureDetails}</summary>
        <p className="connection-failure-detail">{failure.detail}</p>
      </details>
    </div>
  );
}
