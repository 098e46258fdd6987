/**
 * The chat's Redis for one test file: the workspace's test starter (`@elicit-kit/test-support/
 * redis-server`: Debian's redis-server on a free port, no persistence, gone with the test
 * process), after checking the binary is there so that a machine without it fails with a clear
 * message rather than with a child process that exits early.
 */
import { existsSync } from 'node:fs';
import { REDIS_SERVER_PATH, startRedisServer } from '@elicit-kit/test-support/redis-server';
import type { RedisServer } from '@elicit-kit/test-support/redis-server';

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER_PATH)) {
    throw new Error(
      `redis-server is missing at ${REDIS_SERVER_PATH}: install Debian's package (apt-get install redis-server; .ci/run does) or set REDIS_SERVER_PATH.`,
    );
  }
  return startRedisServer();
}
