/**
 * A plain HTTP server that records what reaches it and answers as told: the upstream for the
 * forwarding facts (headers in and out) and for answers no MCP server gives (HTML, 401, 500).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Recorder {
  url: string;
  requests: Recorded[];
  /** How the next requests are answered (default: one JSON-RPC result). */
  answerWith(answer: (res: ServerResponse, request: Recorded) => void): void;
  close(): Promise<void>;
}

export async function startRecorder(): Promise<Recorder> {
  const requests: Recorded[] = [];
  let answer: (res: ServerResponse, request: Recorded) => void = (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'session-from-upstream' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: {} }));
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      answer(res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/mcp`,
    requests,
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: the OS hands one out, and it is given back at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
