/**
 * The chat as a multi-instance deployment runs it: two chat-server processes (each its own
 * `server/main.ts`, `REDIS_URL` and the same `CHAT_SECRET`) behind a round-robin proxy, a real
 * `redis-server` between them, the demo server, and the page served by Vite with `/api/`
 * pointed at the proxy. An answer posted to one instance must reach the call held by the other.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from '@elicit-kit/demo-server/server';
import type { DemoServer, ReceivedAnswer } from '@elicit-kit/demo-server/server';
import { demoServerHooks } from '@elicit-kit/e2e/support/demoServerHooks';
import { startOrchestrator } from '@elicit-kit/e2e/support/orchestrator';
import type { Orchestrator } from '@elicit-kit/e2e/support/orchestrator';
import { startViteApp } from '@elicit-kit/e2e/support/viteApp';
import { startRedis } from './redis.js';
import type { RedisServer } from '@elicit-kit/test-support/redis-server';
import { startRoundRobinProxy } from './roundRobinProxy.js';
import type { RoundRobinProxy } from './roundRobinProxy.js';

const CHAT_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface TwoInstanceStack {
  /** The page (Vite), whose `/api/` goes through the proxy. */
  chatUrl: string;
  /** The proxy, with its log of which instance served what. */
  proxy: RoundRobinProxy;
  /** The two instances' own origins, in the proxy's order. */
  instances: readonly string[];
  /** Everything the instances printed so far. */
  output(): string;
  answers(): Promise<ReceivedAnswer[]>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTwoInstanceStack(): Promise<TwoInstanceStack> {
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
  };
  try {
    const redis: RedisServer = await startRedis();
    stops.push(() => redis.stop());
    const demo: DemoServer = await startDemoServer({ port: 0, signInPort: 0 });
    stops.push(() => demo.close());
    const env = { DEMO_SERVER_URL: demo.mcpUrl, REDIS_URL: redis.url, CHAT_SECRET: randomBytes(32).toString('base64url'), CHAT_SERVER_PORT: '0' };
    const servers: Orchestrator<'url'>[] = await Promise.all(
      ['A', 'B'].map(async () => {
        const server = await startOrchestrator('apps/chat/server/main.ts', env, { url: /^chat server: (\S+)/ }, ['--import', 'tsx']);
        stops.push(() => server.stop());
        return server;
      }),
    );
    const instances = servers.map((server) => server.urls.url);
    const proxy = await startRoundRobinProxy(instances);
    stops.push(() => proxy.close());
    const { vite, url } = await startViteApp(CHAT_DIR, { CHAT_API_URL: proxy.url, CHAT_PORT: '0' });
    stops.push(() => vite.close());
    return {
      chatUrl: url,
      proxy,
      instances,
      output: () => servers.map((server, index) => `--- instance ${index} ---\n${server.output()}`).join('\n'),
      ...demoServerHooks(demo.mcpUrl, demo.signInOrigin),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
