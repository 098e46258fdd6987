/**
 * The chat's HTTP server: the chat routes under `/api/`. The browser app itself is served by
 * Vite (`scripts/dev.mjs`), which proxies `/api/` here, so the browser sees one origin.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModel } from 'ai';
import { createChatRoutes } from './chat/chat-route.js';
import { createMemoryChatStore } from './chat/chat-store.js';
import type { ChatStore } from './chat/chat-store.js';
// The demo server's Fetch ↔ node:http glue (streamed bodies, an abort signal when the client leaves).
import { sendWebResponse, toWebRequest } from '../../demo-server/src/http/node-web-bridge.js';
import { problem } from './http/responses.js';
import { createScriptedModel } from './model/scripted-model.js';

/** Options of {@link startChatServer}. */
export interface ChatServerOptions {
  /** The demo MCP server's endpoint, e.g. `http://127.0.0.1:8787/mcp`. */
  mcpUrl: string;
  /** Interface to listen on; default `127.0.0.1`. */
  host?: string;
  /** Port; default 8790, 0 for a free one. */
  port?: number;
  /** The language model; default the scripted one. */
  model?: LanguageModel;
  /** Where conversations live; default in memory. */
  store?: ChatStore;
  /** Hears one line per notable event. */
  log?: (line: string) => void;
}

/** A running chat server. */
export interface ChatServer {
  /** Its origin, e.g. `http://127.0.0.1:8790`. */
  url: string;
  /** Stops accepting connections, ends the replies in progress, closes the store. */
  close(): Promise<void>;
}

type Route = (request: Request) => Promise<Response>;

export async function startChatServer(options: ChatServerOptions): Promise<ChatServer> {
  const { mcpUrl, host = '127.0.0.1', port = 8790, model = createScriptedModel(), store = createMemoryChatStore(), log = () => {} } = options;
  const routes = createChatRoutes({ mcpUrl, model, store, log });

  const route = (method: string, pathname: string): Route | undefined => {
    if (pathname === '/api/chat') return method === 'POST' ? routes.chat : notAllowed('POST');
    const chatId = /^\/api\/chats\/([^/]+)$/.exec(pathname)?.[1];
    if (chatId !== undefined) return method === 'GET' ? (request) => routes.history(request, decodeURIComponent(chatId)) : notAllowed('GET');
    if (pathname === '/api/health') return async () => new Response('ok', { headers: { 'content-type': 'text/plain' } });
    return undefined;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const request = toWebRequest(req, res);
      const handler = route(request.method, new URL(request.url).pathname) ?? (async () => problem(404, 'No such route.'));
      let response: Response;
      try {
        response = await handler(request);
      } catch (error) {
        log(`${request.method} ${new URL(request.url).pathname}: ${error instanceof Error ? error.stack : String(error)}`);
        response = problem(500, 'The chat server failed on this request.');
      }
      await sendWebResponse(res, response).catch(() => res.destroy());
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Browsers gone first: a reply waiting for a person then ends (its elicitation is cancelled).
      server.closeAllConnections();
      await routes.drain();
      await closed;
      await store.close();
    },
  };
}

function notAllowed(allow: string): Route {
  return async () => problem(405, `Use ${allow}.`, { allow });
}
