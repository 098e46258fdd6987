import type { IncomingMessage, ServerResponse } from 'node:http';
import { notImplemented } from '../not-implemented.js';

/** A Node `http` / Express handler. */
export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Adapts a `(request: Request) => Promise<Response>` handler (the bridge's `handleAnswer`) to
 * Node's `http` module and Express: `app.post('/api/elicitation', toNodeHandler(bridge.handleAnswer))`.
 * Reads the body as a stream (the handler enforces the size limit); never needs a body parser.
 */
export function toNodeHandler(handler: (request: Request) => Promise<Response>): NodeHandler {
  void handler;
  return notImplemented('toNodeHandler');
}
