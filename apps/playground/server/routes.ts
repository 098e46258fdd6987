import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_SIDE_PREFIX, type Failure } from './contract.js';
import { refusalOf } from './guard.js';
import { BodyTooLargeError, readBody, sendFailure, sendJson, startEventStream, writeEvent } from './httpIO.js';
import type { ConnectionRegistry } from './registry.js';
import { parseConnectionSpec, SpecError } from './spec.js';
import { SpawnError } from './stdioConnection.js';

type Next = (error?: unknown) => void;

export interface LocalSideRoutesOptions {
  token: string;
  registry: ConnectionRegistry;
  /** The demo server's MCP URL, reported by `GET /_ek/info`. */
  demoServerUrl?: string | undefined;
}

const CONNECTION_PATH = /^\/_ek\/connections\/([A-Za-z0-9_-]+)(\/mcp|\/events)?$/;

const badRequest = (message: string): Failure => ({ category: 'bad-request', message });

/**
 * The local side's HTTP surface as a connect middleware: everything under `/_ek/` is checked
 * (`refusalOf`) before anything else happens; other paths go to `next`.
 */
export function createLocalSideRoutes({ token, registry, demoServerUrl }: LocalSideRoutesOptions) {
  /** How many events streams each connection has open: the last one closing ends it. */
  const lifelines = new Map<string, number>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refusal = refusalOf(req, token);
    if (refusal) return sendFailure(res, 403, refusal);
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const method = req.method ?? 'GET';

    if (path === '/_ek/info' && method === 'GET') return sendJson(res, 200, { demoServerUrl: demoServerUrl ?? null });
    if (path === '/_ek/connections') {
      if (method !== 'POST') return sendFailure(res, 405, badRequest('Use POST to open a connection.'), { allow: 'POST' });
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req)).toString('utf8'));
      } catch (error) {
        return sendFailure(
          res,
          error instanceof BodyTooLargeError ? 413 : 400,
          badRequest(error instanceof BodyTooLargeError ? error.message : 'The body is not JSON.'),
        );
      }
      try {
        const connection = await registry.open(parseConnectionSpec(body));
        return sendJson(res, 201, { connection: connection.info() });
      } catch (error) {
        if (error instanceof SpecError) return sendFailure(res, 400, badRequest(error.message));
        if (error instanceof SpawnError) return sendFailure(res, 400, error.failure);
        throw error;
      }
    }
    const match = CONNECTION_PATH.exec(path);
    const connection = match ? registry.get(match[1]!) : undefined;
    if (!match || !connection) {
      return sendFailure(res, 404, {
        category: 'unknown-connection',
        message: match ? 'This connection is closed (or was opened by an earlier run of the playground).' : `Nothing lives at ${path}.`,
      });
    }
    const [, id, sub] = match as unknown as [string, string, string | undefined];
    if (sub === '/mcp') return connection.handleMcp(req, res);
    if (sub === '/events') {
      if (method !== 'GET') return sendFailure(res, 405, badRequest('Use GET for the events stream.'), { allow: 'GET' });
      startEventStream(res);
      writeEvent(res, 'connection', connection.info());
      const unsubscribe = connection.subscribe((event) => {
        if (event.type === 'connection') {
          writeEvent(res, 'connection', event.connection);
          // Closed (DELETE, or the server stops): nothing more will come.
          if (event.connection.state === 'closed') res.end();
        } else writeEvent(res, 'stderr', { line: event.line });
      });
      lifelines.set(id, (lifelines.get(id) ?? 0) + 1);
      res.once('close', () => {
        unsubscribe();
        const left = (lifelines.get(id) ?? 1) - 1;
        if (left > 0) lifelines.set(id, left);
        else {
          // The page that held this connection is gone: so is the connection.
          lifelines.delete(id);
          void registry.close(id);
        }
      });
      return;
    }
    if (method === 'GET') return sendJson(res, 200, { connection: connection.info() });
    if (method === 'DELETE') {
      await registry.close(id);
      res.writeHead(204).end();
      return;
    }
    return sendFailure(res, 405, badRequest('Use GET or DELETE on a connection.'), { allow: 'GET, DELETE' });
  }

  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!(req.url ?? '').startsWith(LOCAL_SIDE_PREFIX)) return next();
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        sendFailure(res, 500, { category: 'bad-request', message: `The local side failed: ${error instanceof Error ? error.message : String(error)}` });
      else res.end();
    });
  };
}
