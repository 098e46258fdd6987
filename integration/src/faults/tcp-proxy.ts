/**
 * A real TCP proxy on 127.0.0.1 for the fault suite: it sits between a client and a server and,
 * on command, cuts connections (both sides destroyed), stalls them (nothing forwarded, sockets
 * kept open) or resets them (RST via `socket.resetAndDestroy()`). It reports each connection and
 * every chunk that passes, so tests wait on those events, never on time.
 */
import { EventEmitter, once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

/** Which way bytes travel: from the client to the server (`up`) or back (`down`). */
export type Direction = 'up' | 'down';

/** One client connection and its leg to the server. */
export interface ProxiedConnection {
  readonly id: number;
  /** Everything forwarded so far, per direction (latin1, so any byte survives). */
  readonly forwarded: Record<Direction, string>;
  /** What is held, not forwarded, per direction while stalled. */
  readonly holding: Record<Direction, string>;
  /** True once both sockets are gone. */
  readonly closed: boolean;
  /** Destroys both sides: the client sees the connection end, the server too. */
  cut(): void;
  /** Resets both sides (TCP RST): each peer sees ECONNRESET. */
  reset(): void;
}

export interface TcpProxy extends EventEmitter<{
  connection: [ProxiedConnection];
  data: [ProxiedConnection, Direction, Buffer];
  /** A chunk arrived while stalled and is held. */
  held: [ProxiedConnection, Direction, Buffer];
  close: [ProxiedConnection];
}> {
  /** The port the proxy listens on (127.0.0.1). */
  readonly port: number;
  /** Every connection so far, oldest first. */
  readonly connections: readonly ProxiedConnection[];
  /** Points new connections at another server port (a restarted server); open ones keep theirs. */
  retarget(port: number): void;
  /** Stops forwarding on every connection, new ones included; sockets stay open. */
  stall(): void;
  /** Forwards again, what was held first. */
  resume(): void;
  /** Cuts every open connection. */
  cutAll(): void;
  /** Resets every open connection. */
  resetAll(): void;
  /** Resolves when a chunk held going `direction` (while stalled) makes `match` true of that connection's held bytes. */
  waitForHeld(direction: Direction, match: (text: string) => boolean): Promise<ProxiedConnection>;
  /** Resolves when a chunk going `direction` makes `match` true of that connection's bytes so far. */
  waitForBytes(direction: Direction, match: (text: string) => boolean): Promise<ProxiedConnection>;
  /** Resolves with the next connection to open. */
  nextConnection(): Promise<ProxiedConnection>;
  /** Cuts everything and stops listening. */
  close(): Promise<void>;
}

/** Starts a proxy on a free port of 127.0.0.1 forwarding to `targetPort` on 127.0.0.1. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let target = targetPort;
  let stalled = false;
  let nextId = 1;
  const connections: Connection[] = [];
  const events = new EventEmitter() as TcpProxy;

  class Connection implements ProxiedConnection {
    readonly id = nextId++;
    readonly forwarded: Record<Direction, string> = { up: '', down: '' };
    readonly holding: Record<Direction, string> = { up: '', down: '' };
    /** Chunks held while stalled, per direction, in order. */
    private readonly held: Record<Direction, Buffer[]> = { up: [], down: [] };
    private open = 2;
    constructor(
      readonly client: Socket,
      readonly server: Socket,
    ) {
      this.pipe(client, server, 'up');
      this.pipe(server, client, 'down');
    }
    get closed(): boolean {
      return this.open === 0;
    }
    private pipe(from: Socket, to: Socket, direction: Direction): void {
      from.on('data', (chunk: Buffer) => {
        if (stalled) {
          this.held[direction].push(chunk);
          this.holding[direction] += chunk.toString('latin1');
          events.emit('held', this, direction, chunk);
        } else this.forward(to, direction, chunk);
      });
      // A clean end is passed on as an end; an error or a reset on one side cuts the other.
      from.on('end', () => to.end());
      from.on('error', () => to.destroy());
      from.on('close', () => {
        to.destroy();
        if (--this.open === 0) events.emit('close', this);
      });
    }
    private forward(to: Socket, direction: Direction, chunk: Buffer): void {
      if (to.destroyed) return;
      to.write(chunk);
      this.forwarded[direction] += chunk.toString('latin1');
      events.emit('data', this, direction, chunk);
    }
    flush(): void {
      for (const direction of ['up', 'down'] as const) {
        const to = direction === 'up' ? this.server : this.client;
        this.holding[direction] = '';
        for (const chunk of this.held[direction].splice(0)) this.forward(to, direction, chunk);
      }
    }
    cut(): void {
      this.client.destroy();
      this.server.destroy();
    }
    reset(): void {
      for (const socket of [this.client, this.server]) if (!socket.destroyed) socket.resetAndDestroy();
    }
  }

  const server: Server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: target });
    const connection = new Connection(client, upstream);
    connections.push(connection);
    events.emit('connection', connection);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  /** The first connection `match` likes now, or the one a later `event` going `direction` makes it like. */
  const waitOn = (event: 'data' | 'held', match: (connection: ProxiedConnection) => boolean, direction: Direction) =>
    new Promise<ProxiedConnection>((resolve) => {
      const found = connections.find(match);
      if (found !== undefined) return resolve(found);
      const listener = (connection: ProxiedConnection, passed: Direction): void => {
        if (passed !== direction || !match(connection)) return;
        events.off(event, listener);
        resolve(connection);
      };
      events.on(event, listener);
    });
  const open = (): Connection[] => connections.filter((connection) => !connection.closed);

  return Object.assign(events, {
    port,
    connections,
    retarget: (next: number) => void (target = next),
    stall: () => void (stalled = true),
    resume: () => {
      stalled = false;
      for (const connection of connections) connection.flush();
    },
    cutAll: () => open().forEach((connection) => connection.cut()),
    resetAll: () => open().forEach((connection) => connection.reset()),
    waitForBytes: (direction: Direction, match: (text: string) => boolean) => waitOn('data', (connection) => match(connection.forwarded[direction]), direction),
    waitForHeld: (direction: Direction, match: (text: string) => boolean) => waitOn('held', (connection) => match(connection.holding[direction]), direction),
    nextConnection: async () => ((await once(events, 'connection')) as [ProxiedConnection])[0],
    close: async () => {
      for (const connection of open()) connection.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
