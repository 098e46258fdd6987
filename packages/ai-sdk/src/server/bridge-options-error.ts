import { ElicitKitError } from '@elicit-kit/core';

/**
 * The `code` of every error `@elicit-kit/ai-sdk` throws or rejects with: `bridge-options`
 * ({@link BridgeOptionsError}) and `answer-channel` (the Redis channel's `RedisChannelError`).
 */
export type BridgeErrorCode = 'bridge-options' | 'answer-channel';

/**
 * An option of the bridge's setup is missing or unusable: of `createElicitationBridge`,
 * `bridge.attach` or `createRedisAnswerChannel`. Thrown (rejected, for the Redis channel) when
 * the bridge or channel is created or a client attached, never in the middle of a chat. A kit
 * error (core's `ElicitKitError`, code `bridge-options`); `option` names the option, the message
 * says how to fix it.
 *
 * @example
 * try {
 *   createElicitationBridge({ server: { name: 'flights' }, secret: process.env.ELICITATION_SECRET });
 * } catch (error) {
 *   if (error instanceof BridgeOptionsError && error.option === 'secret') console.error('Set ELICITATION_SECRET (32+ bytes).');
 *   throw error;
 * }
 */
export class BridgeOptionsError extends ElicitKitError<BridgeErrorCode> {
  readonly code = 'bridge-options';
  override readonly name = 'BridgeOptionsError';
  /** The option at fault, e.g. `"secret"`, `"chatId"` or `"url"` (`"options"` when none were passed). */
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}
