import { ElicitKitProvider } from '@elicit-kit/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ArgumentsPanel } from './arguments/ArgumentsPanel.js';
import { ConnectionPanel } from './connection/ConnectionPanel.js';
import { draftFrom, EMPTY_DRAFT, targetFrom, type ConnectDraft } from './connection/ConnectForm.js';
import { forgetConnection, loadRecentConnections, rememberConnection, type RecentConnection } from './connection/recentConnections.js';
import { DEMO_TARGET, targetLabel, type ServerTarget } from './connection/serverTarget.js';
import { APP_MESSAGES } from './i18n/appMessages.js';
import { AppMessagesContext } from './i18n/AppMessagesContext.js';
import { kitMessagesFor } from './i18n/kitMessages.js';
import { LOCALE_OF } from './i18n/language.js';
import { Announcer } from './layout/Announcer.js';
import { ConnectionBadge } from './layout/ConnectionBadge.js';
import { Header } from './layout/Header.js';
import { ignoreHeldEnter } from './layout/ignoreHeldEnter.js';
import { autoEraAfter, type AutoEra } from './mcp/autoEra.js';
import { useMcpConnection } from './mcp/useMcpConnection.js';
import type { EraChoice } from './settings/preferences.js';
import { SettingsBar } from './settings/SettingsBar.js';
import { usePreferences } from './settings/usePreferences.js';
import type { ToolInfo } from './tools/toolList.js';
import { ToolPicker } from './tools/ToolPicker.js';
import { useToolList } from './tools/useToolList.js';
import { ProtocolSwitchAbort, ServerSwitchAbort, type CallFailure } from './transcript/callFailure.js';
import { Transcript } from './transcript/Transcript.js';
import { useToolCalls, type ToolCall } from './transcript/useToolCalls.js';

/** The playground: a chat-like MCP client for any server (the demo server by default), with every request rendered by Elicit Kit. */
export function App() {
  const [preferences, setPreference] = usePreferences();
  const [target, setTarget] = useState<ServerTarget>(DEMO_TARGET);
  // "Auto" adapts to the server (see mcp/autoEra.ts): once per server, back to the SDK's negotiation for the next.
  const [autoEra, setAutoEra] = useState<AutoEra>('auto');
  const autoMoved = useRef(false);
  const [connection, { retry, verify }] = useMcpConnection(target, preferences.era === 'auto' ? autoEra : 'legacy');
  const connected = connection.status === 'connected' ? connection.connection : undefined;
  // After a lost connection its pushed cards stay on screen, withdrawn ("nothing was sent").
  const shown = connected ?? (connection.status === 'failed' ? connection.closed : undefined);
  const tools = useToolList(connected, target);
  const t = APP_MESSAGES[preferences.language];
  const locale = LOCALE_OF[preferences.language];

  const [recent, setRecent] = useState<readonly RecentConnection[]>(() => loadRecentConnections());
  const [draft, setDraft] = useState<ConnectDraft>(EMPTY_DRAFT);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ToolInfo | undefined>(undefined);

  // A connection that stood is worth remembering (without its header or variable values).
  useEffect(() => {
    if (connected !== undefined && connected.target.kind !== 'demo') setRecent(rememberConnection(connected.target, preferences.era));
  }, [connected, preferences.era]);

  // The call Auto makes again once the connection on the other protocol stands.
  const recall = useRef<{ tool: ToolInfo; args: Record<string, unknown> } | undefined>(undefined);
  const relabel = useCallback(
    (failure: CallFailure): CallFailure => {
      const next = autoMoved.current ? undefined : autoEraAfter(preferences.era, autoEra, failure.code);
      return next === undefined ? failure : { ...failure, reason: next === 'legacy' ? 'auto-fallback' : 'auto-forward' };
    },
    [preferences.era, autoEra],
  );
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback(
    (call: ToolCall) => {
      const title = call.info.title;
      setAnnouncement(
        call.status === 'done'
          ? t.announceDone(title, call.result?.texts.join(' ') ?? '')
          : call.error?.stopped || call.error?.declined
            ? t.announceStopped(title, t.errors[call.error.reason])
            : t.announceError(title, call.error ? t.errors[call.error.reason] : ''),
      );
      // A call's connection broke: is the server still there? If not, every call on it ends now.
      if (call.error?.code === 'transport') verify();
      // Auto switches the protocol for this server (its running calls end, saying why) and calls again.
      if (call.error?.reason === 'auto-fallback' || call.error?.reason === 'auto-forward') {
        autoMoved.current = true;
        recall.current = { tool: call.info, args: call.arguments };
        stopAllRef.current(new ProtocolSwitchAbort());
        setAutoEra(call.error.reason === 'auto-fallback' ? 'legacy' : 'auto');
      }
    },
    [t, verify],
  );
  const { calls, call, stop, stopAll, clear } = useToolCalls(connected, announce, relabel);
  const stopAllRef = useRef(stopAll);
  stopAllRef.current = stopAll;
  useEffect(() => {
    const again = recall.current;
    if (connected === undefined || again === undefined) return;
    recall.current = undefined;
    call(again.tool, again.args);
  }, [connected, call]);
  const resetAuto = useCallback(() => {
    autoMoved.current = false;
    recall.current = undefined;
    setAutoEra('auto');
  }, []);
  const changeSetting = useCallback<typeof setPreference>(
    (key, value) => {
      // The protocol switch closes the client: its running calls end, and say why, first.
      if (key === 'era' && value !== preferences.era) {
        stopAll(new ProtocolSwitchAbort());
        resetAuto();
      }
      setPreference(key, value);
    },
    [preferences.era, setPreference, stopAll, resetAuto],
  );
  const connectTo = useCallback(
    (next: ServerTarget, era: EraChoice) => {
      // Another server: the running calls end (their client closes), and say why, first.
      stopAll(new ServerSwitchAbort());
      resetAuto();
      setEditing(undefined);
      setFormOpen(false);
      if (era !== preferences.era) setPreference('era', era);
      setTarget(next);
      // The same target again (e.g. after a failure) connects again too.
      retry();
    },
    [preferences.era, retry, setPreference, stopAll, resetAuto],
  );
  const connectRecent = useCallback(
    (entry: RecentConnection) => {
      const filled = draftFrom(entry);
      const needsValues = (entry.kind === 'http' ? entry.headerNames : entry.envNames).length > 0;
      const next = targetFrom(filled);
      // Secrets are never stored: an entry that had headers or variables asks for their values again.
      if (needsValues || next === undefined) {
        setDraft(filled);
        setFormOpen(true);
      } else connectTo(next, entry.era);
    },
    [connectTo],
  );
  const callTool = useCallback(
    (tool: ToolInfo, args: Record<string, unknown> = {}) => {
      // The call takes the stage: its entry (and its requests) scroll into view below.
      setEditing(undefined);
      call(tool, args);
    },
    [call],
  );

  return (
    <AppMessagesContext.Provider value={t}>
      <ElicitKitProvider messages={kitMessagesFor(preferences.language)} locale={locale}>
        {/* Portalled dialogs are inside too: React events bubble along the component tree. */}
        <div className="app" data-testid="app" data-layout={preferences.layout} data-language={preferences.language} onKeyDownCapture={ignoreHeldEnter}>
          <Header
            connection={<ConnectionBadge state={connection} target={target} onRetry={retry} />}
            links={
              <a className="header-link" href="/preview">
                {t.previewLink}
              </a>
            }
            settings={<SettingsBar preferences={preferences} onChange={changeSetting} />}
          />
          <div className="app-body">
            <aside className="sidebar" aria-labelledby="server-heading tools-heading">
              <ConnectionPanel
                target={target}
                state={connection}
                draft={draft}
                onDraftChange={setDraft}
                formOpen={formOpen}
                onFormOpenChange={setFormOpen}
                recent={recent}
                onConnect={connectTo}
                onRecent={connectRecent}
                onForget={(entry) => setRecent(forgetConnection(entry))}
                onUseDemo={() => connectTo(DEMO_TARGET, preferences.era)}
              />
              <ToolPicker
                tools={tools}
                connection={connection.status}
                offlineHint={target.kind === 'demo' ? t.connectionHelp : t.otherServerHelp}
                readyHint={target.kind === 'demo' ? t.toolsHint : t.toolsHintOther}
                onCall={callTool}
                onEditArguments={setEditing}
              />
            </aside>
            <Transcript
              calls={calls}
              composer={editing && connected ? <ArgumentsPanel tool={editing} onCall={callTool} onClose={() => setEditing(undefined)} /> : null}
              footer={target.kind === 'demo' ? t.footer : t.footerOther(targetLabel(target))}
              demo={target.kind === 'demo'}
              pushedQueue={shown?.pushedQueue}
              pushedAnswers={shown?.pushedAnswers}
              pushOwner={shown?.pushOwner}
              sessionExchange={shown?.sessionExchange}
              sessionEnded={connection.status !== 'connected'}
              layout={preferences.layout}
              locale={locale}
              onStop={stop}
              onClear={clear}
            />
          </div>
          <Announcer text={announcement} />
        </div>
      </ElicitKitProvider>
    </AppMessagesContext.Provider>
  );
}
