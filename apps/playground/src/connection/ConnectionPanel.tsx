import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ConnectionState } from '../mcp/useMcpConnection.js';
import type { EraChoice } from '../settings/preferences.js';
import { ConnectForm, type ConnectDraft } from './ConnectForm.js';
import { ConnectionFailureView } from './ConnectionFailureView.js';
import { RecentConnectionList } from './RecentConnectionList.js';
import type { RecentConnection } from './recentConnections.js';
import { demoServerEndpoint } from '../mcp/demoServer.js';
import { hasLocalSide } from '../mcp/transportFor.js';
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
      {/* Label and value side by side, each label said once: "Protocol 2026-07-28", not "Protocol: Protocol 2026-07-28". */}
      <dl className="server-summary" data-testid="server-summary">
        <dt>{t.address}</dt>
        {/* An address in monospace: the demo's is this page's /mcp (its name is what the server says below). */}
        <dd data-testid="server-address">{target.kind === 'demo' ? demoServerEndpoint().href : targetLabel(target)}</dd>
        {connected ? (
          <>
            <dt>{t.serverName}</dt>
            <dd data-testid="server-info" data-name={info?.name} data-version={info?.version}>
              {info ? t.serverInfo(info.title ?? info.name, info.version) : t.serverInfoUnknown}
            </dd>
            <dt>{t.era}</dt>
            <dd data-testid="server-protocol" data-version={connected.protocolVersion}>
              {connected.protocolVersion}
            </dd>
          </>
        ) : null}
      </dl>
      {/* Why it failed, or why a standing connection went: the tool list's "see the panel above" points here. */}
      {state.status === 'failed' ? <ConnectionFailureView error={state.error} lost={state.lost} direct={target.kind === 'http' && !hasLocalSide()} /> : null}
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
