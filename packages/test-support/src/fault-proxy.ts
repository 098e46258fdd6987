/**
 * A real TCP proxy on 127.0.0.1 for fault tests (mcp's fault-proxy.integration.test.ts, the
 * integration project's faults suite): it sits between a client and a server and, on command,
 * ends the open connections (`drop`: FIN, or RST via `socket.resetAndDestroy()`), plays a dead
 * server (`cut`/`reset`: the same, and every new connection refused), or a hung one (`stall`:
 * nothing forwarded, sockets kept open, until `resume`). It reports each connection and every chunk
 * that passes, so tests wait on those events, never on time. Real sockets, nothing mocked: the
 * client's HTTP stack sees what it would see.
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

/** How a connection ends: FIN (`cut`) or RST (`reset`). */
export type Ending = 'cut' | 'reset';

export interface FaultProxy extends EventEmitter<{
  connection: [ProxiedConnection];
  data: [ProxiedConnection, Direction, Buffer];
  /** A chunk arrived while stalled and is held. */
  held: [ProxiedConnection, Direction, Buffer];
  close: [ProxiedConnection];
}> {
  /** The port the proxy listens on (127.0.0.1). */
  readonly port: number;
  /** The target URL with the proxy's host and port (path and query kept). */
  readonly url: URL;
  /** Every connection so far, oldest first. */
  readonly connections: readonly ProxiedConnection[];
  /** Points new connections at another server port (a restarted server); open ones keep theirs. */
  retarget(port: number): void;
  /** Stops forwarding on every connection, new ones included; sockets stay open. */
  stall(): void;
  /** Forwards again, what was held first. */
  resume(): void;
  /** Ends every open connection and keeps forwarding new ones, as when a stream breaks and the server is still up. */
  drop(how: Ending): void;
  /** Ends every open connection and refuses (closes at once) every new one, as a dead server does. */
  cut(): void;
  /** Like `cut`, with TCP RST instead of FIN. */
  reset(): void;
  /** Resolves when a chunk held going `direction` (while stalled) makes `match` true of that connection's held bytes. */
  waitForHeld(direction: Direction, match: (text: string) => boolean): Promise<ProxiedConnection>;
  /** Resolves when a chunk going `direction` makes `match` true of that connection's bytes so far. */
  waitForBytes(direction: Direction, match: (text: string) => boolean): Promise<ProxiedConnection>;
  /** Resolves with the next connection to open. */
  nextConnection(): Promise<ProxiedConnection>;
  /** Cuts everything and stops listening. */
  close(): Promise<void>;
}

/** Starts a proxy on a free port of 127.0.0.1 forwarding to `target`: a port on 127.0.0.1, or a URL's host and port. */
export async function startFaultProxy(target: number | URL): Promise<FaultProxy> {
  const targetUrl = typeof target === 'number' ? new URL(`http://127.0.0.1:${target}/`) : new URL(target);
  const host = targetUrl.hostname;
  let targetPort = Number(targetUrl.port);
  let stalled = false;
  let refusing: Ending | undefined;
  let nextId = 1;
  const connections: Connection[] = [];
  const events = new EventEmitter() as FaultProxy;

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
    if (refusing !== undefined) {
      client.on('error', () => undefined);
      if (refusing === 'reset') client.resetAndDestroy();
      else client.destroy();
      return;
    }
    const upstream = connect({ host, port: targetPort });
    const connection = new Connection(client, upstream);
    connections.push(connection);
    events.emit('connection', connection);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
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
  const drop = (how: Ending): void => open().forEach((connection) => connection[how]());

  return Object.assign(events, {
    port,
    url,
    connections,
    retarget: (next: number) => void (targetPort = next),
    stall: () => void (stalled = true),
    resume: () => {
      stalled = false;
      for (const connection of connections) connection.flush();
    },
    drop,
    cut: () => drop((refusing = 'cut')),
    reset: () => drop((refusing = 'reset')),
    waitForBytes: (direction: Direction, match: (text: string) => boolean) => waitOn('data', (connection) => match(connection.forwarded[direction]), direction),
    waitForHeld: (direction: Direction, match: (text: string) => boolean) => waitOn('held', (connection) => match(connection.holding[direction]), direction),
    nextConnection: async () => ((await once(events, 'connection')) as [ProxiedConnection])[0],
    close: async () => {
      for (const connection of open()) connection.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
