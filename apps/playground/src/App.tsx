import { ElicitKitProvider } from '@elicit-kit/react';
import { useCallback, useState } from 'react';
import { APP_MESSAGES } from './i18n/appMessages.js';
import { AppMessagesContext } from './i18n/AppMessagesContext.js';
import { kitMessagesFor } from './i18n/kitMessages.js';
import { LOCALE_OF } from './i18n/language.js';
import { Announcer } from './layout/Announcer.js';
import { ConnectionBadge } from './layout/ConnectionBadge.js';
import { Header } from './layout/Header.js';
import { useMcpConnection } from './mcp/useMcpConnection.js';
import { SettingsBar } from './settings/SettingsBar.js';
import { usePreferences } from './settings/usePreferences.js';
import { TOOLS, toolTitle } from './tools/catalog.js';
import { ToolPicker } from './tools/ToolPicker.js';
import { Transcript } from './transcript/Transcript.js';
import { useToolCalls, type ToolCall } from './transcript/useToolCalls.js';

/** The playground: a chat-like MCP client for the demo server, with every request rendered by Elicit Kit. */
export function App() {
  const [preferences, setPreference] = usePreferences();
  const [connection, retry] = useMcpConnection(preferences.era);
  const connected = connection.status === 'connected' ? connection.connection : undefined;
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
    },
    [t],
  );
  const { calls, call, stop, clear } = useToolCalls(connected?.client, announce);

  return (
    <AppMessagesContext.Provider value={t}>
      <ElicitKitProvider messages={kitMessagesFor(preferences.language)} locale={locale}>
        <div className="app" data-testid="app" data-layout={preferences.layout} data-language={preferences.language}>
          <Header
            connection={<ConnectionBadge state={connection} onRetry={retry} />}
            settings={<SettingsBar preferences={preferences} onChange={setPreference} />}
          />
          <div className="app-body">
            <ToolPicker tools={TOOLS} connection={connection.status} onCall={call} />
            <Transcript
              calls={calls}
              tools={TOOLS}
              pushedQueue={connected?.pushedQueue}
              pushedAnswers={connected?.pushedAnswers}
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
