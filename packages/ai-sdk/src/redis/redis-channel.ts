import { ElicitKitError } from '@elicit-kit/core';
import type { ElicitResult } from '@elicit-kit/core';
import { createClient } from 'redis';
import type { AnswerChannel, ChannelListener, ChannelLookup, ClaimOutcome, PendingRecord, SettledState } from '../server/channel.js';
import { BridgeOptionsError } from '../server/bridge-options-error.js';
import type { BridgeErrorCode } from '../server/bridge-options-error.js';
import { DEFAULT_SETTLED_TTL_MS } from '../server/limits.js';

/** Options of {@link createRedisAnswerChannel}. */
export interface RedisAnswerChannelOptions {
  /** The Redis URL, e.g. `redis://127.0.0.1:6379` (`rediss://` for TLS, credentials in the URL). */
  url: string;
  /** Prefix of every key and pub/sub channel (default `ek:`): lets several apps share one Redis. */
  keyPrefix?: string | undefined;
  /** How long a settled elicitation is remembered, to answer late posts with 409/410 rather than 404 (default 15 minutes). */
  settledTtlMs?: number | undefined;
  /** How long to wait for the first connection (default 5,000 ms). */
  connectTimeoutMs?: number | undefined;
}

/**
 * Redis could not be reached at start, or was lost; `cause` is the client's error. A kit error
 * (core's `ElicitKitError`, code `answer-channel`), like every other error the kit's packages reject with.
 */
export class RedisChannelError extends ElicitKitError<BridgeErrorCode> {
  readonly code = 'answer-channel';
  override readonly name = 'RedisChannelError';
}

// A pending record outlives its deadline by this much, so its holder can still mark it `expired`
// (a late answer then gets 410); a holder that crashed leaves it to Redis's expiry.
const PENDING_GRACE_MS = 5_000;

// Atomic steps, each one Lua script (Redis runs a script without interleaving anything else).
// KEYS[1] the pending record, KEYS[2] the settled mark.

// Takes the answer exactly once: the record goes, `answered` stays, and the answer is published
// to the holder in the same step, so a holder that sees `answered` knows its message is coming.
// ARGV: settled TTL, the message, the holder channel prefix. Reply: {'claimed', receivers} |
// {'settled', state} | {'unknown'}.
const CLAIM = `
local record = redis.call('GET', KEYS[1])
if not record then
  local state = redis.call('GET', KEYS[2])
  if state then return {'settled', state} end
  return {'unknown'}
end
redis.call('DEL', KEYS[1])
redis.call('SET', KEYS[2], 'answered', 'PX', ARGV[1])
local receivers = redis.call('PUBLISH', ARGV[3] .. cjson.decode(record).holder, ARGV[2])
return {'claimed', receivers}
`;

// The holder ends an elicitation without an answer, unless an answer was claimed first.
// ARGV: settled TTL, the state. Reply: 1 settled, 0 an answer won.
const SETTLE = `
if redis.call('GET', KEYS[2]) == 'answered' then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[1])
return 1
`;

/**
 * Connects to Redis (two connections: commands and pub/sub) and returns a shared
 * {@link AnswerChannel}. Rejects with {@link RedisChannelError} when Redis is unreachable, so a
 * misconfigured server fails at start, not at the first question. Pending ids live in Redis with
 * a TTL (their deadline); the answer is claimed atomically (exactly once across instances) and
 * published to the instance that holds the call. If Redis is lost later, the bridge cancels every
 * pending call (status `channel-lost`); the client reconnects for the calls that come after.
 *
 * Keys (`ek:` by default): `ek:p:<id>` the pending record, `ek:s:<id>` the settled mark, both
 * with a TTL; pub/sub channel `ek:h:<instance>` per bridge.
 *
 * @example
 * const bridge = createElicitationBridge({
 *   server: { name: 'flights' },
 *   channel: await createRedisAnswerChannel({ url: process.env.REDIS_URL! }),
 *   secret: process.env.ELICITATION_SECRET!,
 * });
 */
export async function createRedisAnswerChannel(options: RedisAnswerChannelOptions): Promise<AnswerChannel> {
  const { url, keyPrefix = 'ek:', settledTtlMs = DEFAULT_SETTLED_TTL_MS, connectTimeoutMs = 5_000 } = options ?? ({} as RedisAnswerChannelOptions);
  if (typeof url !== 'string' || url === '') throw new BridgeOptionsError('url', 'createRedisAnswerChannel: url is required (redis://host:port)');
  const holder = crypto.randomUUID();
  const holderChannel = `${keyPrefix}h:${holder}`;
  const pendingKey = (id: string) => `${keyPrefix}p:${id}`;
  const settledKey = (id: string) => `${keyPrefix}s:${id}`;

  let listener: ChannelListener | undefined;
  let connected = false; // past the first connection: from then on, losses are reported and retried
  let lost = false; // reported once per loss, cleared when both connections are back
  let closing = false;

  const commands = createClient({
    url,
    // Fail fast while disconnected instead of queueing: a call must not hang on a dead Redis.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      // Before the first connection: give up (connect() rejects); after: retry with a backoff.
      reconnectStrategy: (retries, cause) => (connected && !closing ? Math.min(50 * 2 ** retries, 2_000) : startupError(url, cause)),
    },
  });
  const subscriber = commands.duplicate();
  const onError = (error: Error) => {
    if (!connected || closing || lost) return;
    lost = true;
    listener?.lost(new RedisChannelError(`lost the connection to Redis at ${redactedUrl(url)}`, { cause: error }));
  };
  const onReady = () => {
    if (commands.isReady && subscriber.isReady) lost = false;
  };
  for (const client of [commands, subscriber]) {
    client.on('error', onError);
    client.on('ready', onReady);
  }

  try {
    await commands.connect();
    await subscriber.connect();
  } catch (error) {
    commands.destroy();
    subscriber.destroy();
    throw error instanceof RedisChannelError ? error : startupError(url, error);
  }
  connected = true;

  const settledTtl = String(Math.max(1, Math.ceil(settledTtlMs)));

  return {
    shared: true,
    async open(l) {
      listener = l;
      await subscriber.subscribe(holderChannel, (message) => {
        const parsed = parseMessage(message);
        if (parsed) listener?.answer(parsed.id, parsed.result);
      });
    },
    async hold(record: PendingRecord) {
      const ttl = Math.max(1, Math.ceil(record.expiresAt - Date.now())) + PENDING_GRACE_MS;
      await commands.set(pendingKey(record.id), JSON.stringify({ ...record, holder }), { expiration: { type: 'PX', value: ttl } });
    },
    async lookup(id): Promise<ChannelLookup> {
      const [record, state] = await commands.mGet([pendingKey(id), settledKey(id)]);
      if (state) return { state: state as SettledState };
      if (record) {
        const { holder: _holder, ...rest } = JSON.parse(record) as PendingRecord & { holder: string };
        return { state: 'pending', record: rest };
      }
      return { state: 'unknown' };
    },
    async claim(id, result: ElicitResult): Promise<ClaimOutcome> {
      const reply = (await commands.eval(CLAIM, {
        keys: [pendingKey(id), settledKey(id)],
        arguments: [settledTtl, JSON.stringify({ id, result }), `${keyPrefix}h:`],
      })) as [string, string | number] | [string];
      if (reply[0] === 'claimed') return { state: Number(reply[1]) > 0 ? 'delivered' : 'gone' };
      if (reply[0] === 'settled') return { state: reply[1] as SettledState };
      return { state: 'unknown' };
    },
    async settle(id, state) {
      const reply = await commands.eval(SETTLE, { keys: [pendingKey(id), settledKey(id)], arguments: [settledTtl, state] });
      return Number(reply) === 1;
    },
    async close() {
      closing = true;
      listener = undefined;
      for (const client of [subscriber, commands]) {
        // A clean goodbye when connected; otherwise drop the socket and stop reconnecting.
        if (client.isReady) await client.close().catch(() => client.destroy());
        else if (client.isOpen) client.destroy();
      }
    },
  };
}

function startupError(url: string, cause: unknown): RedisChannelError {
  return new RedisChannelError(`cannot reach Redis at ${redactedUrl(url)}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}

function parseMessage(message: string): { id: string; result: ElicitResult } | undefined {
  try {
    const parsed = JSON.parse(message) as { id?: unknown; result?: unknown };
    // The holder re-checks the result against the request (checkAnswer) before it is used.
    return typeof parsed.id === 'string' && typeof parsed.result === 'object' && parsed.result !== null
      ? { id: parsed.id, result: parsed.result as ElicitResult }
      : undefined;
  } catch {
    return undefined;
  }
}
