/**
 * A load balancer as a deployment would have one: each request goes to the next instance in
 * turn (strict round robin, no stickiness), bodies and streamed answers are piped through, and
 * a client that leaves closes the upstream request too (so the instance sees the browser go).
 * It records which instance served each request, for the test to check where answers landed.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the proxy forwarded. */
export interface ProxiedRequest {
  method: string;
  path: string;
  /** Index of the instance that served it. */
  instance: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request forwarded so far, in order. */
  readonly log: readonly ProxiedRequest[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(instances: readonly string[]): Promise<RoundRobinProxy> {
  const log: ProxiedRequest[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const instance = next;
    next = (next + 1) % instances.length;
    log.push({ method: req.method ?? 'GET', path: req.url ?? '/', instance });
    const target = new URL(req.url ?? '/', instances[instance]);
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The instance did not answer.');
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
