import { describe, expect, it } from 'vitest';
import { ConfigError, readChatConfig } from './config.js';

const SECRET = 'x'.repeat(32);

describe('readChatConfig', () => {
  it('has defaults for one local instance', () => {
    expect(readChatConfig({})).toEqual({ port: 8790, mcpUrl: 'http://127.0.0.1:8787/mcp' });
  });

  it('reads every setting', () => {
    expect(
      readChatConfig({
        CHAT_SERVER_PORT: '0',
        DEMO_SERVER_URL: 'http://127.0.0.1:9999/mcp',
        REDIS_URL: 'redis://127.0.0.1:6380',
        CHAT_SECRET: SECRET,
        ELICITATION_TIMEOUT_MS: '5000',
        MCP_PROTOCOL: 'legacy',
        CHAT_TEST_HOOKS: '1',
      }),
    ).toEqual({
      port: 0,
      mcpUrl: 'http://127.0.0.1:9999/mcp',
      redisUrl: 'redis://127.0.0.1:6380',
      secret: SECRET,
      elicitationTimeoutMs: 5000,
      mcpProtocol: 'legacy',
      testHooks: true,
    });
  });

  it.each([
    [{ REDIS_URL: 'redis://127.0.0.1:6380' }, 'REDIS_URL is set, so CHAT_SECRET must be too'],
    [{ CHAT_SECRET: 'short' }, 'CHAT_SECRET must be at least 32 bytes long.'],
    [{ REDIS_URL: 'http://127.0.0.1:6380', CHAT_SECRET: SECRET }, 'REDIS_URL must be a redis: or rediss: URL'],
    [{ DEMO_SERVER_URL: 'not a url' }, "DEMO_SERVER_URL must be a URL, got 'not a url'."],
    [{ CHAT_SERVER_PORT: '70000' }, 'CHAT_SERVER_PORT must be a port number'],
    [{ ELICITATION_TIMEOUT_MS: '-1' }, 'ELICITATION_TIMEOUT_MS must be a positive whole number'],
    [{ ELICITATION_TIMEOUT_MS: 'soon' }, 'ELICITATION_TIMEOUT_MS must be a positive whole number'],
    [{ MCP_PROTOCOL: '2025-11-25' }, "MCP_PROTOCOL must be 'auto'"],
  ])('refuses %j with a message that names the setting', (env, message) => {
    expect(() => readChatConfig(env)).toThrow(ConfigError);
    expect(() => readChatConfig(env)).toThrow(message);
  });
});
