/**
 * The fault suite's proxy on its own, between a real TCP client and a real echo server on
 * loopback: it forwards and reports, stalls without closing, cuts, resets, and follows a restarted server.
 */
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

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

async function proxyTo(port: number): Promise<TcpProxy> {
  const proxy = await startTcpProxy(port);
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

describe('startTcpProxy', () => {
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

  it('cut: both the client and the server see the connection end', async () => {
    const echo = await echoServer('a');
    const proxy = await proxyTo(echo.port);
    const client = await dial(proxy.port);
    client.socket.write('x');
    await client.until('a:x');
    const serverSide = once(echo.sockets[0]!, 'close');

    proxy.cutAll();

    expect(await client.ended).toBe('closed');
    await serverSide;
  });

  it('reset: the client sees ECONNRESET', async () => {
    const echo = await echoServer('a');
    const proxy = await proxyTo(echo.port);
    const client = await dial(proxy.port);
    client.socket.write('x');
    await client.until('a:x');

    proxy.resetAll();

    expect(await client.ended).toBe('ECONNRESET');
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
