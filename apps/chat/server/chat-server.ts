/**
 * The chat's HTTP server: the chat routes and the elicitation answer route under `/api/`. The
 * browser app itself is served by Vite (`scripts/dev.mjs`), which proxies `/api/` here, so the
 * browser sees one origin.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElicitationBridge } from '@elicit-kit/ai-sdk/server';
import type { AnswerChannel } from '@elicit-kit/ai-sdk/server';
import { createRedisAnswerChannel } from '@elicit-kit/ai-sdk/redis';
import type { ServerIdentity } from '@elicit-kit/core';
import type { LanguageModel } from 'ai';
import { createChatRoutes } from './chat/chat-route.js';
import { createMemoryChatStore } from './chat/chat-store.js';
import type { ChatStore } from './chat/chat-store.js';
import { createRedisChatStore } from './chat/redis-chat-store.js';
// The workspace's one Fetch ↔ node:http adapter (streamed bodies, an abort signal when the client leaves).
import { sendWebResponse, toWebRequest } from '@elicit-kit/node-http';
import { problem } from './http/responses.js';
import { createScriptedModel } from './model/scripted-model.js';
import type { McpProtocol } from './config.js';

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
  /**
   * With it, answers travel between instances through Redis (the bridge's Redis channel) and
   * conversations are kept there; without it, both stay in this process.
   */
  redisUrl?: string;
  /** The key binding answer tokens to chats (≥ 32 bytes); required with `redisUrl`. */
  secret?: string;
  /** How long a person has to answer a request (default: the bridge's, 10 minutes). */
  elicitationTimeoutMs?: number;
  /** The MCP client's protocol negotiation: `auto` (default, 2026-07-28 where spoken) or `legacy` (2025-11-25). */
  mcpProtocol?: McpProtocol;
  /**
   * `POST /api/test/expire`: ends every pending request now, as its deadline would, and answers `{ expired: n }`
   * once they have ended. For the e2e suite, which then need not wait for a real deadline; never in production.
   */
  testHooks?: boolean;
  /** Hears one line per notable event. */
  log?: (line: string) => void;
}

/** Who asks, as this app names the demo server (shown with every request; never the server's own words). */
export const DEMO_SERVER_IDENTITY: ServerIdentity = { name: 'demo', title: 'Elicit Kit demo server' };

/** Redis could not be reached at start (the message names where and why). */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
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
  const {
    mcpUrl,
    host = '127.0.0.1',
    port = 8790,
    model = createScriptedModel(),
    redisUrl,
    secret,
    elicitationTimeoutMs,
    mcpProtocol,
    testHooks = false,
    log = () => {},
  } = options;
  const { channel, store } = redisUrl ? await connectRedis(redisUrl) : { channel: undefined, store: createMemoryChatStore() };
  const bridge = createElicitationBridge({
    server: DEMO_SERVER_IDENTITY,
    ...(channel && { channel }),
    ...(secret !== undefined && { secret }),
    ...(elicitationTimeoutMs !== undefined && { timeoutMs: elicitationTimeoutMs }),
  });
  await bridge.ready;
  const routes = createChatRoutes({ mcpUrl, server: DEMO_SERVER_IDENTITY, ...(mcpProtocol && { mcpProtocol }), model, store, bridge, log });
  const route = (method: string, pathname: string): Route | undefined => {
    // The bridge's answer route is a Fetch handler like the others: it checks the method, and reads
    // and limits the streamed body itself.
    if (pathname === '/api/elicitation') return bridge.handleAnswer;
    if (pathname === '/api/chat') return method === 'POST' ? routes.chat : notAllowed('POST');
    const chatId = /^\/api\/chats\/([^/]+)$/.exec(pathname)?.[1];
    if (chatId !== undefined) return method === 'GET' ? (request) => routes.history(request, decodeURIComponent(chatId)) : notAllowed('GET');
    if (pathname === '/api/health') return async () => new Response('ok', { headers: { 'content-type': 'text/plain' } });
    if (testHooks && pathname === '/api/test/expire')
      return method === 'POST' ? async () => Response.json({ expired: await bridge.expirePending() }) : notAllowed('POST');
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
      // Browsers gone and pending requests cancelled first: every reply then ends, and is saved.
      server.closeAllConnections();
      await bridge.close();
      await routes.drain();
      await closed;
      await store.close();
    },
  };
}

/** The bridge's Redis channel and the Redis chat store, or one error that says Redis is not there. */
async function connectRedis(url: string): Promise<{ channel: AnswerChannel; store: ChatStore }> {
  const where = new URL(url).host;
  try {
    const channel = await createRedisAnswerChannel({ url });
    return {
      channel,
      store: await createRedisChatStore({ url }).catch(async (error: unknown) => {
        await channel.close();
        throw error;
      }),
    };
  } catch (error) {
    throw new RedisUnreachableError(`Redis at ${where} cannot be reached (${error instanceof Error ? error.message : String(error)}).`);
  }
}

function notAllowed(allow: string): Route {
  return async () => problem(405, `Use ${allow}.`, { allow });
}
