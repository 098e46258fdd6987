/**
 * The chat server's settings, read from the environment (`server/main.ts`, `scripts/dev.mjs`).
 *
 * | variable | default | meaning |
 * | --- | --- | --- |
 * | `CHAT_SERVER_PORT` | 8790 | the chat server's port (0: a free one) |
 * | `DEMO_SERVER_URL` | `http://127.0.0.1:8787/mcp` | the MCP server the chat's tools come from |
 */

/** What `server/main.ts` starts the chat server with. */
export interface ChatConfig {
  port: number;
  mcpUrl: string;
}

export function readChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return {
    port: portFrom(env, 'CHAT_SERVER_PORT', 8790),
    mcpUrl: urlFrom(env, 'DEMO_SERVER_URL', 'http://127.0.0.1:8787/mcp'),
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

function urlFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.href;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got '${raw}'.`);
  }
}
