import { useAppMessages } from '../i18n/AppMessagesContext.js';

/** The first screen: what this is and how to start. */
export function EmptyTranscript({ demo }: { demo: boolean }) {
  const t = useAppMessages();
  return (
    <div className="empty" data-testid="transcript-empty">
      <div className="empty-mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </div>
      <h3 className="empty-title">{t.emptyTitle}</h3>
      <p className="empty-body">{demo ? t.emptyBody : t.emptyBodyOther}</p>
      <ol className="empty-steps">
        {t.emptySteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
