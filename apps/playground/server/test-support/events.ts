/** Reads a connection's events stream (`GET /_ek/connections/<id>/events`) in a test, event by event. */
import { readConnectionEvents } from '../connectionEvents.js';
import type { Connection, ConnectionEvent } from '../contract.js';
import type { RunningLocalSide } from './localSideServer.js';

export interface EventReader {
  /** Every event so far. */
  seen: ConnectionEvent[];
  /** Resolves with the first event (seen or to come) `match` likes; rejects if the stream ends first. */
  until(match: (event: ConnectionEvent) => boolean): Promise<ConnectionEvent>;
  /** Resolves with the first connection state `match` likes. */
  untilConnection(match: (connection: Connection) => boolean): Promise<Connection>;
  /** Closes the stream, as a page that goes away does. */
  stop(): void;
}

export async function readEvents(side: RunningLocalSide, id: string): Promise<EventReader> {
  const aborter = new AbortController();
  const response = await side.fetch(`/_ek/connections/${id}/events`, { signal: aborter.signal });
  if (response.status !== 200) throw new Error(`events: HTTP ${response.status}`);
  const seen: ConnectionEvent[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = (): void => waiters.forEach((waiter) => waiter());
  readConnectionEvents(response.body!, (event) => {
    seen.push(event);
    wake();
  })
    .catch(() => {}) // aborted
    .finally(() => {
      ended = true;
      wake();
    });
  const until = (match: (event: ConnectionEvent) => boolean): Promise<ConnectionEvent> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const found = seen.find(match);
        if (found) {
          waiters.delete(check);
          resolve(found);
        } else if (ended) {
          waiters.delete(check);
          reject(new Error(`the events stream ended without it; seen: ${JSON.stringify(seen)}`));
        }
      };
      waiters.add(check);
      check();
    });
  return {
    seen,
    until,
    untilConnection: async (match) =>
      ((await until((event) => event.type === 'connection' && match(event.connection))) as Extract<ConnectionEvent, { type: 'connection' }>).connection,
    stop: () => aborter.abort(),
  };
}

/** Whether a process with this id still exists. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
