import type { ReactNode } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';

/** The banner: the product's name, the connection (or a way back), and the settings. */
export function Header({ connection, settings, links }: { connection: ReactNode; settings: ReactNode; links?: ReactNode }) {
  const t = useAppMessages();
  return (
    <header className="app-header">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          <svg viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M9 11h14M9 16h10M9 21h6" stroke="var(--app-accent-contrast)" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </span>
        <h1 className="brand-name">
          {t.productName} <span className="brand-tagline">{t.productTagline}</span>
        </h1>
      </div>
      {connection}
      {links}
      {settings}
    </header>
  );
}
