import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ConnectionState } from '../mcp/useMcpConnection.js';
import type { EraChoice } from '../settings/preferences.js';
import { ConnectForm, type ConnectDraft } from './ConnectForm.js';
import { ConnectionFailureView } from './ConnectionFailureView.js';
import { describeFailure } from './describeFailure.js';
import { RecentConnectionList } from './RecentConnectionList.js';
import type { RecentConnection } from './recentConnections.js';
import { targetLabel, type ServerTarget } from './serverTarget.js';

export interface ConnectionPanelProps {
  target: ServerTarget;
  state: ConnectionState;
  draft: ConnectDraft;
  onDraftChange: (draft: ConnectDraft) => void;
  /** The form's disclosure is open (kept by the caller, so a recent entry can open it). */
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  recent: readonly RecentConnection[];
  onConnect: (target: ServerTarget, era: EraChoice) => void;
  onRecent: (entry: RecentConnection) => void;
  onForget: (entry: RecentConnection) => void;
  onUseDemo: () => void;
}

/**
 * Which server the playground talks to: what it says it is (name, version, protocol), where it
 * is, why a connection failed (in words, details on request), the demo server one click away,
 * the form to connect to any other, and the recent connections.
 */
export function ConnectionPanel(props: ConnectionPanelProps) {
  const { target, state } = props;
  const t = useAppMessages().connection;
  const connected = state.status === 'connected' ? state.connection : undefined;
  const info = connected?.serverInfo;
  return (
    <section className="server-panel" data-testid="server-panel" data-target={target.kind} data-state={state.status} aria-labelledby="server-heading">
      <h2 id="server-heading" className="sidebar-heading">
        {t.heading}
      </h2>
      <dl className="server-summary" data-testid="server-summary">
        <dt>{t.address}</dt>
        <dd data-testid="server-address">{targetLabel(target)}</dd>
        {connected ? (
          <>
            <dt className="visually-hidden">{t.heading}</dt>
            <dd data-testid="server-info" data-name={info?.name} data-version={info?.version}>
              {info ? t.serverInfo(info.title ?? info.name, info.version) : t.serverInfoUnknown}
            </dd>
            <dt className="visually-hidden">{t.era}</dt>
            <dd data-testid="server-protocol" data-version={connected.protocolVersion}>
              {t.protocolVersion(connected.protocolVersion)}
            </dd>
          </>
        ) : null}
      </dl>
      {/* A lost connection is said by the header's badge; a command that exited is worth its words here too. */}
      {state.status === 'failed' && (!state.lost || describeFailure(state.error).kind === 'command-exited') ? (
        <ConnectionFailureView error={state.error} />
      ) : null}
      {target.kind !== 'demo' ? (
        <button type="button" className="button" data-testid="use-demo-server" onClick={props.onUseDemo}>
          {t.useDemo}
        </button>
      ) : null}
      <details className="connect-disclosure" open={props.formOpen} onToggle={(event) => props.onFormOpenChange(event.currentTarget.open)}>
        <summary data-testid="connect-other">{t.connectOther}</summary>
        <ConnectForm draft={props.draft} onDraftChange={props.onDraftChange} onConnect={props.onConnect} />
      </details>
      <RecentConnectionList recent={props.recent} onConnect={props.onRecent} onForget={props.onForget} />
    </section>
  );
}
