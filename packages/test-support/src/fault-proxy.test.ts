/**
 * The fault proxy on its own, between a real TCP client and a real echo server on loopback: it
 * forwards and reports, stalls without closing, drops, cuts and resets, refuses new connections
 * as a dead server, and follows a restarted server.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An echo server that says which server it is: `<name>:<what it got>`. */
async function echoServer(name: string): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => socket.write(`${name}:${chunk.toString()}`));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  cleanups.push(() => sockets.forEach((socket) => socket.destroy()));
  return { server, port: (server.address() as { port: number }).port, sockets };
}

async function proxyTo(port: number): Promise<FaultProxy> {
  const proxy = await startFaultProxy(port);
  cleanups.push(() => proxy.close());
  return proxy;
}

/** A client socket that collects what it reads and how it ended. */
async function dial(port: number): Promise<{ socket: Socket; until: (expected: string) => Promise<void>; ended: Promise<string> }> {
  const socket = connect({ host: '127.0.0.1', port });
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  /** Resolves once the client has read exactly `expected` in all. */
  const until = (expected: string): Promise<void> =>
    new Promise((resolve) => {
      const check = (): void => {
        if (text !== expected) return;
        socket.off('data', check);
        resolve();
      };
      socket.on('data', check);
      check();
    });
  const ended = new Promise<string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    socket.on('close', () => resolve('closed'));
  });
  await once(socket, 'connect');
  cleanups.push(() => socket.destroy());
  return { socket, until, ended };
}

describe('startFaultProxy', () => {
  it('forwards both ways and reports the connection and each chunk', async () => {
    const echo = await echoServer('a');
    const proxy = await proxyTo(echo.port);
    const opened = proxy.nextConnection();
    const client = await dial(proxy.port);
    const connection = await opened;

    const reported = proxy.waitForBytes('down', (text) => text === 'a:hello');
    client.socket.write('hello');

    expect(await reported).toBe(connection);
    await client.until('a:hello');
    expect(connection.forwarded).toEqual({ up: 'hello', down: 'a:hello' });
  });

  it('stalls: holds bytes with both sockets open, then forwards them in order on resume', async () => {
    const echo = await echoServer('a');
    const proxy = await proxyTo(echo.port);
    const client = await dial(proxy.port);
    client.socket.write('one');
    await client.until('a:one');

    proxy.stall();
    const held = once(proxy, 'held');
    client.socket.write('two');
    // The proxy has "two" but passed nothing on: the server saw only "one".
    expect((await held)[2].toString()).toBe('two');
    expect(proxy.connections[0]!.forwarded.up).toBe('one');
    expect(client.socket.destroyed).toBe(false);

    proxy.resume();
    await client.until('a:onea:two');
  });

  it('drop (cut): both the client and the server see the connection end; a new connection is forwarded', async () => {
    const echo = await echoServer('a');
    const proxy = await proxyTo(echo.port);
    const client = await dial(proxy.port);
    client.socket.write('x');
    await client.until('a:x');
    const serverSide = once(echo.sockets[0]!, 'close');

    proxy.drop('cut');

    expect(await client.ended).toBe('closed');
    await serverSide;
    const next = await dial(proxy.port);
    next.socket.write('z');
    await next.until('a:z');
  });

  it('drop (reset): the client sees ECONNRESET', async () => {
    const echo = await echoServer('a');
    const proxy = await proxyTo(echo.port);
    const client = await dial(proxy.port);
    client.socket.write('x');
    await client.until('a:x');

    proxy.drop('reset');

    expect(await client.ended).toBe('ECONNRESET');
  });

  it.each([
    ['cut', 'closed'],
    ['reset', 'ECONNRESET'],
  ] as const)('%s, a dead server: open connections end, and each new one ends as %s without reaching the server', async (fault, ending) => {
    const echo = await echoServer('a');
    const proxy = await proxyTo(echo.port);
    const client = await dial(proxy.port);
    client.socket.write('x');
    await client.until('a:x');

    proxy[fault]();

    expect(await client.ended).toBe(ending);
    // Not `dial`: a reset can reach the client before its connect event does.
    const refused = connect({ host: '127.0.0.1', port: proxy.port });
    cleanups.push(() => refused.destroy());
    const refusal = await new Promise<string>((resolve) => {
      refused.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      refused.on('close', () => resolve('closed'));
    });
    expect(refusal).toBe(ending);
    expect(echo.sockets).toHaveLength(1);
  });

  it('url: the target URL with the proxy in place of the server, path and query kept', async () => {
    const echo = await echoServer('a');
    const proxy = await startFaultProxy(new URL(`http://127.0.0.1:${echo.port}/mcp?x=1`));
    cleanups.push(() => proxy.close());
    expect(proxy.url.href).toBe(`http://127.0.0.1:${proxy.port}/mcp?x=1`);
  });

  it('retarget: new connections reach the new server, and a dead target ends the client connection', async () => {
    const first = await echoServer('a');
    const second = await echoServer('b');
    const proxy = await proxyTo(first.port);
    proxy.retarget(second.port);
    const client = await dial(proxy.port);
    client.socket.write('y');
    await client.until('b:y');

    second.sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => second.server.close(resolve));
    const refused = await dial(proxy.port);
    expect(await refused.ended).toBe('closed');
  });
});
