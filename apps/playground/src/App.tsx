import { ElicitKitProvider } from '@elicit-kit/react';
import { useCallback, useState } from 'react';
import { APP_MESSAGES } from './i18n/appMessages.js';
import { AppMessagesContext } from './i18n/AppMessagesContext.js';
import { kitMessagesFor } from './i18n/kitMessages.js';
import { LOCALE_OF } from './i18n/language.js';
import { Announcer } from './layout/Announcer.js';
import { ConnectionBadge } from './layout/ConnectionBadge.js';
import { Header } from './layout/Header.js';
import { ignoreHeldEnter } from './layout/ignoreHeldEnter.js';
import { useMcpConnection } from './mcp/useMcpConnection.js';
import { SettingsBar } from './settings/SettingsBar.js';
import { usePreferences } from './settings/usePreferences.js';
import { TOOLS, toolTitle } from './tools/catalog.js';
import { ToolPicker } from './tools/ToolPicker.js';
import { ProtocolSwitchAbort } from './transcript/callFailure.js';
import { Transcript } from './transcript/Transcript.js';
import { useToolCalls, type ToolCall } from './transcript/useToolCalls.js';

/** The playground: a chat-like MCP client for the demo server, with every request rendered by Elicit Kit. */
export function App() {
  const [preferences, setPreference] = usePreferences();
  const [connection, { retry, verify }] = useMcpConnection(preferences.era);
  const connected = connection.status === 'connected' ? connection.connection : undefined;
  // After a lost connection its pushed cards stay on screen, withdrawn ("nothing was sent").
  const shown = connected ?? (connection.status === 'failed' ? connection.closed : undefined);
  const t = APP_MESSAGES[preferences.language];
  const locale = LOCALE_OF[preferences.language];

  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback(
    (call: ToolCall) => {
      const title = toolTitle(call.tool);
      setAnnouncement(
        call.status === 'done'
          ? t.announceDone(title, call.result?.texts.join(' ') ?? '')
          : call.error?.stopped
            ? t.announceStopped(title, t.errors[call.error.reason])
            : t.announceError(title, call.error ? t.errors[call.error.reason] : ''),
      );
      // A call's connection broke: is the server still there? If not, every call on it ends now.
      if (call.error?.code === 'transport') verify();
    },
    [t, verify],
  );
  const { calls, call, stop, stopAll, clear } = useToolCalls(connected?.client, announce);
  const changeSetting = useCallback<typeof setPreference>(
    (key, value) => {
      // The protocol switch closes the client: its running calls end, and say why, first.
      if (key === 'era' && value !== preferences.era) stopAll(new ProtocolSwitchAbort());
      setPreference(key, value);
    },
    [preferences.era, setPreference, stopAll],
  );

  return (
    <AppMessagesContext.Provider value={t}>
      <ElicitKitProvider messages={kitMessagesFor(preferences.language)} locale={locale}>
        {/* Portalled dialogs are inside too: React events bubble along the component tree. */}
        <div
          className="app"
          data-testid="app"
          data-layout={preferences.layout}
          data-language={preferences.language}
          onKeyDownCapture={ignoreHeldEnter}
        >
          <Header
            connection={<ConnectionBadge state={connection} onRetry={retry} />}
            links={
              <a className="header-link" href="/preview">
                {t.previewLink}
              </a>
            }
            settings={<SettingsBar preferences={preferences} onChange={changeSetting} />}
          />
          <div className="app-body">
            <ToolPicker tools={TOOLS} connection={connection.status} onCall={call} />
            <Transcript
              calls={calls}
              tools={TOOLS}
              pushedQueue={shown?.pushedQueue}
              pushedAnswers={shown?.pushedAnswers}
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
