/**
 * The chat server's settings, read from the environment (`server/main.ts`, `scripts/dev.mjs`).
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | `CHAT_SERVER_PORT` | 8790 | the chat server's port (0: a free one) |
 * | `DEMO_SERVER_URL` | `http://127.0.0.1:8787/mcp` | the MCP server the chat's tools come from |
 * | `REDIS_URL` | none | with it, answers travel between instances through Redis and chats are kept there |
 * | `CHAT_SECRET` | random per process | the key that binds answer tokens to chats (≥ 32 bytes); required with `REDIS_URL`, the same on every instance |
 * | `ELICITATION_TIMEOUT_MS` | 600000 | how long a person has to answer a request before the MCP server gets `cancel` |
 * | `MCP_PROTOCOL` | `auto` | `auto`: 2026-07-28 where the server speaks it; `legacy`: 2025-11-25 (pushed requests, `-32042`) |
 * | `CHAT_TEST_HOOKS` | off | `1`: `POST /api/test/expire` ends every pending request now, as its deadline would (the e2e suite's; never in production: anyone who reaches the server could end every chat's requests) |
 */

/** How the chat's MCP client negotiates the protocol era (the SDK's `versionNegotiation.mode`). */
export type McpProtocol = 'auto' | 'legacy';

/** What `server/main.ts` starts the chat server with. */
export interface ChatConfig {
  port: number;
  mcpUrl: string;
  redisUrl?: string;
  secret?: string;
  elicitationTimeoutMs?: number;
  mcpProtocol?: McpProtocol;
  testHooks?: boolean;
}

/** The shortest `CHAT_SECRET` accepted, in bytes (it keys HMAC-SHA-256). */
export const MIN_SECRET_BYTES = 32;

export function readChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  const redisUrl = env.REDIS_URL ? urlFrom(env, 'REDIS_URL', ['redis:', 'rediss:']) : undefined;
  const secret = env.CHAT_SECRET || undefined;
  if (secret !== undefined && Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new ConfigError(`CHAT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`);
  }
  if (redisUrl !== undefined && secret === undefined) {
    throw new ConfigError('REDIS_URL is set, so CHAT_SECRET must be too: every instance needs the same key to check answer tokens.');
  }
  const timeout = env.ELICITATION_TIMEOUT_MS ? Number(env.ELICITATION_TIMEOUT_MS) : undefined;
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) {
    throw new ConfigError(`ELICITATION_TIMEOUT_MS must be a positive whole number of milliseconds, got '${env.ELICITATION_TIMEOUT_MS}'.`);
  }
  const protocol = env.MCP_PROTOCOL || undefined;
  if (protocol !== undefined && protocol !== 'auto' && protocol !== 'legacy') {
    throw new ConfigError(`MCP_PROTOCOL must be 'auto' (2026-07-28 where the server speaks it) or 'legacy' (2025-11-25), got '${protocol}'.`);
  }
  return {
    port: portFrom(env, 'CHAT_SERVER_PORT', 8790),
    mcpUrl: env.DEMO_SERVER_URL ? urlFrom(env, 'DEMO_SERVER_URL', ['http:', 'https:']) : 'http://127.0.0.1:8787/mcp',
    ...(redisUrl !== undefined && { redisUrl }),
    ...(secret !== undefined && { secret }),
    ...(timeout !== undefined && { elicitationTimeoutMs: timeout }),
    ...(protocol !== undefined && { mcpProtocol: protocol }),
    ...(env.CHAT_TEST_HOOKS === '1' && { testHooks: true }),
  };
}

/** A setting that cannot be used, named with what was wrong. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`${name} must be a port number (0–65535), got '${raw}'.`);
  return port;
}

function urlFrom(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string {
  const raw = env[name] ?? '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got '${raw}'.`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL, got '${raw}'.`);
  return url.href;
}
