import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorBody, Failure } from './contract.js';

/** The largest request body the local side reads (MCP messages are small). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

/** Reads the whole request body; rejects with `BodyTooLargeError` past 8 MiB. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

export function sendFailure(res: ServerResponse, status: number, failure: Failure, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error: failure } satisfies ErrorBody, headers);
}

/** Starts a `text/event-stream` answer and sends its headers at once. */
export function startEventStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' });
  res.flushHeaders();
}

/** Writes one SSE event whose data is `data` as JSON. */
export function writeEvent(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
