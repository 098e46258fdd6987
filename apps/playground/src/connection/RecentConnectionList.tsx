import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { recentKey, type RecentConnection } from './recentConnections.js';

export interface RecentConnectionListProps {
  recent: readonly RecentConnection[];
  onConnect: (entry: RecentConnection) => void;
  onForget: (entry: RecentConnection) => void;
}

/** The recent connections, newest first: connect again (asking for secret values again), or forget one. */
export function RecentConnectionList({ recent, onConnect, onForget }: RecentConnectionListProps) {
  const t = useAppMessages().connection;
  if (recent.length === 0) return null;
  return (
    <div className="recent" data-testid="recent-connections">
      <h3 className="recent-heading">{t.recentHeading}</h3>
      <ul className="recent-list">
        {recent.map((entry) => {
          const label = entry.kind === 'http' ? entry.url : entry.command;
          const names = entry.kind === 'http' ? entry.headerNames : entry.envNames;
          return (
            <li key={recentKey(entry)} className="recent-item" data-testid="recent-connection" data-kind={entry.kind}>
              <button type="button" className="button button-quiet recent-connect" aria-label={t.recentConnect(label)} onClick={() => onConnect(entry)}>
                <code>{label}</code>
              </button>
              {names.length > 0 ? <span className="recent-needs">{t.recentNeeds(names)}</span> : null}
              <button type="button" className="button button-quiet" aria-label={t.recentForget(label)} onClick={() => onForget(entry)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
