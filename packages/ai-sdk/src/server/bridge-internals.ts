import type { HoldOutcome } from './hold.js';
import type { AttachOptions, ElicitationBridge } from './types.js';

/** One chat request as the kit's own tool source holds its elicitations (see `src/mcp/bind-mcp-tools.ts`). */
export interface ChatHolds {
  /** Asks the person through the chat, as `attach`'s handler does; `toolCallId` goes into the part. */
  hold(params: unknown, options: { toolCallId?: string | undefined; signal?: AbortSignal | undefined }): Promise<HoldOutcome>;
  /** The deadline of this chat's elicitations (ms). */
  readonly timeoutMs: number;
  /** Ends this chat's pending elicitations (`aborted`); later ones get `cancel`. */
  detach(): void;
}

/**
 * What a bridge offers the other entry points of this package and nobody else: kept out of the
 * public `ElicitationBridge` so the answer channel, tokens and holds stay one implementation.
 */
export interface BridgeInternals {
  openChat(options: AttachOptions): ChatHolds;
}

export const bridgeInternals = new WeakMap<ElicitationBridge, BridgeInternals>();
