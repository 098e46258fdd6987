/**
 * The chat's Redis for one test file: the bridge's test starter (`packages/ai-sdk/test-support/
 * redis-server.ts`: Debian's redis-server on a free port, no persistence, gone with the test
 * process), after checking the binary is there so that a machine without it fails with a clear
 * message rather than with a child process that exits early.
 */
import { existsSync } from 'node:fs';
import { REDIS_SERVER_PATH, startRedisServer } from '../../../../packages/ai-sdk/test-support/redis-server.js';
import type { RedisServer } from '../../../../packages/ai-sdk/test-support/redis-server.js';

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(`redis-server is missing at ${REDIS_SERVER_PATH}: install Debian's package (apt-get install redis-server; .ci/run does) or set REDIS_SERVER_PATH.`);
  }
  return startRedisServer();
}
