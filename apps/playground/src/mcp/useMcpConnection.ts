import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServerTarget } from '../connection/serverTarget.js';
import type { EraChoice } from '../settings/preferences.js';
import { connectTo, type McpConnection } from './connect.js';

export type ConnectionState =
  | { status: 'connecting' }
  | { status: 'connected'; connection: McpConnection }
  | {
      status: 'failed';
      error: unknown;
      /** It had stood, then the server went away (stopped, restarted). */
      lost?: boolean;
      /** The lost (closed) connection: its withdrawn cards still say "nothing was sent" until the next one stands. */
      closed?: McpConnection | undefined;
    };

/** How long the server may take to answer a ping before the connection counts as lost. */
const PING_TIMEOUT_MS = 5_000;

/** What the app can do with its connection besides reading it. */
export interface ConnectionControls {
  /** Connects again (after a failure, or a lost connection). */
  retry: () => void;
  /**
   * Something failed on the way (a call's transport error): pings the server, and if it does not
   * answer the connection counts as lost — closed, so every call still waiting on it ends
   * (its cards withdrawn) instead of hanging, and "Try again" is offered.
   */
  verify: () => void;
}

/**
 * One client per target and protocol era (pass a stable `target` object): switching either closes the old client (its calls end as
 * transport errors, their cards as withdrawn) and connects a new one. A connection that breaks
 * later (the server stopped or restarted: the transport reports it, or a call's transport fails
 * and a ping finds no server) becomes `failed` with `lost`, and `retry` connects again.
 */
export function useMcpConnection(target: ServerTarget, era: EraChoice): [ConnectionState, ConnectionControls] {
  const [state, setState] = useState<ConnectionState>({ status: 'connecting' });
  const [attempt, setAttempt] = useState(0);
  const verifyCurrent = useRef<() => void>(() => {});
  useEffect(() => {
    let current = true;
    let lost = false;
    let checking = false;
    let opened: McpConnection | undefined;
    const lose = (error: unknown) => {
      if (!current || lost) return;
      lost = true;
      setState({ status: 'failed', error, lost: true, closed: opened });
      void opened?.close().catch(() => {});
    };
    const verify = () => {
      if (!current || lost || checking || !opened) return;
      checking = true;
      opened.client.ping({ timeout: PING_TIMEOUT_MS }).then(
        () => (checking = false),
        (error: unknown) => {
          checking = false;
          lose(error);
        },
      );
    };
    verifyCurrent.current = verify;
    setState({ status: 'connecting' });
    connectTo(target, era, { onTrouble: verify }).then(
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
      void opened?.close().catch(() => {});
    };
  }, [target, era, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const verify = useCallback(() => verifyCurrent.current(), []);
  return [state, { retry, verify }];
}
