import { useCallback, useEffect, useState } from 'react';
import type { EraChoice } from '../settings/preferences.js';
import { connectToDemoServer, type McpConnection } from './connect.js';

export type ConnectionState =
  | { status: 'connecting' }
  | { status: 'connected'; connection: McpConnection }
  | { status: 'failed'; error: unknown };

/**
 * One client per protocol era: switching the era closes the old client (its calls end as
 * transport errors, their cards as withdrawn) and connects a new one. `retry` connects again
 * after a failure.
 */
export function useMcpConnection(era: EraChoice): [ConnectionState, () => void] {
  const [state, setState] = useState<ConnectionState>({ status: 'connecting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    let opened: McpConnection | undefined;
    setState({ status: 'connecting' });
    connectToDemoServer(era).then(
      (connection) => {
        opened = connection;
        if (current) setState({ status: 'connected', connection });
        else void connection.close();
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
      void opened?.close();
    };
  }, [era, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
