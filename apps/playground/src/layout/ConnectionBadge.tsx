import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { serverIdentity, type ServerTarget } from '../connection/serverTarget.js';
import type { ConnectionState } from '../mcp/useMcpConnection.js';

/** Whether the server answers, and which protocol version was negotiated. */
export function ConnectionBadge({ state, target, onRetry }: { state: ConnectionState; target: ServerTarget; onRetry: () => void }) {
  const t = useAppMessages();
  return (
    <div
      className="connection"
      data-testid="connection"
      data-state={state.status}
      data-lost={state.status === 'failed' && state.lost ? true : undefined}
      role="status"
      tabIndex={-1}
    >
      <span className="status-dot" aria-hidden="true" />
      {state.status === 'connecting' ? (target.kind === 'demo' ? t.connecting : t.connectingTo(serverIdentity(target).name)) : null}
      {state.status === 'connected' ? (
        <span data-testid="protocol-version" data-version={state.connection.protocolVersion}>
          {t.connected(state.connection.protocolVersion)}
        </span>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <span title={state.error instanceof Error ? state.error.message : String(state.error)}>{state.lost ? t.connectionLost : t.connectionFailed}</span>
          <button
            type="button"
            className="button button-quiet"
            data-testid="reconnect"
            onClick={(event) => {
              // The button goes while connecting: focus stays on the badge, which says how it went.
              event.currentTarget.closest<HTMLElement>('[data-testid=connection]')?.focus();
              onRetry();
            }}
          >
            {t.reconnect}
          </button>
        </>
      ) : null}
    </div>
  );
}
