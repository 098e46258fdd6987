import { ElicitationPreview, ElicitKitProvider } from '@elicit-kit/react';
import { useEffect, useState } from 'react';
import { APP_MESSAGES } from '../i18n/appMessages.js';
import { AppMessagesContext } from '../i18n/AppMessagesContext.js';
import { kitMessagesFor } from '../i18n/kitMessages.js';
import { LOCALE_OF } from '../i18n/language.js';
import { Header } from '../layout/Header.js';
import { SettingsBar } from '../settings/SettingsBar.js';
import { usePreferences } from '../settings/usePreferences.js';
import { requestFromHash, requestHash } from './shareLink.js';

/** What the page shows before anything is pasted: a form with a limit, a choice and a yes/no. */
const SAMPLE = JSON.stringify(
  {
    mode: 'form',
    message: 'Deploy v2.4.1 to production?',
    requestedSchema: {
      type: 'object',
      properties: {
        confirm: { type: 'boolean', title: 'Deploy v2.4.1 to production?' },
        percentage: { type: 'integer', title: 'Roll out to (%)', minimum: 1, maximum: 100, default: 10 },
        region: { type: 'string', title: 'Region', enum: ['eu-west', 'us-east', 'ap-south'] },
        note: { type: 'string', title: 'Release note', maxLength: 140 },
      },
      required: ['confirm', 'region'],
    },
  },
  null,
  2,
);

const SERVER = { name: 'your-server', title: 'Your MCP server' };

/**
 * `/preview`: the kit's {@link ElicitationPreview} as a page of its own. The request lives in
 * the address's fragment (`#request=…`), so the address is a share link; opening one, or
 * changing the fragment by hand, shows that request.
 */
export function PreviewPage() {
  const [preferences, setPreference] = usePreferences();
  const t = APP_MESSAGES[preferences.language];
  const [text, setText] = useState(() => requestFromHash(window.location.hash) ?? SAMPLE);

  useEffect(() => {
    const follow = () => {
      const shared = requestFromHash(window.location.hash);
      if (shared !== undefined) setText(shared);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const edit = (next: string) => {
    setText(next);
    // replaceState: one history entry for the page, not one per keystroke (and no hashchange).
    window.history.replaceState(null, '', requestHash(next));
  };

  return (
    <AppMessagesContext.Provider value={t}>
      <ElicitKitProvider messages={kitMessagesFor(preferences.language)} locale={LOCALE_OF[preferences.language]}>
        <div className="app preview-app" data-testid="preview-page" data-language={preferences.language}>
          <Header
            connection={
              <a className="header-link" href="/">
                {t.backToChat}
              </a>
            }
            settings={<SettingsBar preferences={preferences} onChange={setPreference} only={['theme', 'language']} />}
          />
          <main className="preview-main">
            <h2>{t.previewLink}</h2>
            <p className="preview-intro">{t.previewIntro}</p>
            <ElicitationPreview value={text} onValueChange={edit} server={SERVER} headingLevel={3} />
          </main>
        </div>
      </ElicitKitProvider>
    </AppMessagesContext.Provider>
  );
}
