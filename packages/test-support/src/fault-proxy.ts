/**
 * A TCP proxy on 127.0.0.1 between a client and a server, for fault tests: it forwards bytes both
 * ways until told to `cut` (end every connection and refuse new ones, as a dead server does),
 * `reset` (the same with TCP RST), `stall` (keep the connections open and forward nothing, as a
 * hung server does) or `drop` (end the open connections only: a broken stream, the server still
 * up). Real sockets, nothing mocked: the client's HTTP stack sees what it would see.
 */
import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';

export type FaultMode = 'forward' | 'cut' | 'reset' | 'stall';

export interface FaultProxy {
  /** `target` with the proxy's host and port. */
  readonly url: URL;
  /** Ends every connection and refuses (closes at once) every new one. */
  cut(): void;
  /** Like `cut`, with TCP RST instead of FIN. */
  reset(): void;
  /** Ends every open connection (`cut`: FIN, `reset`: RST) and keeps forwarding new ones, as when a stream breaks and the server is still up. */
  drop(how: 'cut' | 'reset'): void;
  /** Forwards nothing more, either way, on open and new connections; nothing is closed. */
  stall(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: URL): Promise<FaultProxy> {
  let mode: FaultMode = 'forward';
  const sockets = new Set<Socket>();
  const end = (socket: Socket, how: FaultMode = mode): void => {
    if (how === 'reset') socket.resetAndDestroy();
    else socket.destroy();
  };
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode === 'cut' || mode === 'reset') return end(client);
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => undefined);
    client.on('close', () => upstream.destroy());
    // Forwarded by hand, so a stall holds the bytes back without closing anything.
    client.on('data', (chunk) => void (mode === 'forward' && upstream.write(chunk)));
    upstream.on('data', (chunk) => void (mode === 'forward' && client.write(chunk)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the fault proxy has no address');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  const fail = (next: 'cut' | 'reset'): void => {
    mode = next;
    for (const socket of [...sockets]) end(socket);
  };
  return {
    url,
    cut: () => fail('cut'),
    reset: () => fail('reset'),
    drop: (how) => {
      for (const socket of [...sockets]) end(socket, how);
    },
    stall: () => void (mode = 'stall'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...sockets]) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
