import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ConnectionState } from '../mcp/useMcpConnection.js';

/** Whether the demo server answers, and which protocol version was negotiated. */
export function ConnectionBadge({ state, onRetry }: { state: ConnectionState; onRetry: () => void }) {
  const t = useAppMessages();
  return (
    <div className="connection" data-testid="connection" data-state={state.status} role="status">
      <span className="status-dot" aria-hidden="true" />
      {state.status === 'connecting' ? t.connecting : null}
      {state.status === 'connected' ? (
        <span data-testid="protocol-version" data-version={state.connection.protocolVersion}>
          {t.connected(state.connection.protocolVersion)}
        </span>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <span title={state.error instanceof Error ? state.error.message : String(state.error)}>{t.connectionFailed}</span>
          <button type="button" className="button button-quiet" onClick={onRetry}>
            {t.reconnect}
          </button>
        </>
      ) : null}
    </div>
  );
}
