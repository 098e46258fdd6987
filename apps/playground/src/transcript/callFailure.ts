import { UrlElicitationRefusedError, toElicitationCallError } from '@elicit-kit/mcp';
import type { CallErrorCode, CallFailureReason } from '../i18n/appMessages.js';

/** Why a call failed: a code the UI translates, and the technical message for the details. */
export interface CallFailure {
  /** The kit's typed error code (or `tool-error`), as `data-error-code` shows it. */
  code: CallErrorCode;
  /** What the transcript says: the code, or `url-abandoned` for Cancel after Open. */
  reason: CallFailureReason;
  /**
   * The person ended the call (Stop, or Cancel on an opened link's "waiting" card, C21): shown
   * as stopped, not as a failure.
   */
  stopped: boolean;
  /**
   * The person declined (or cancelled) a link the call needed, on 2025-11-25, where that ends
   * the call: their choice, shown like a declined answer, not as a failure.
   */
  declined?: 'decline' | 'cancel' | undefined;
  detail: string;
}

/**
 * The abort reason when the app itself ends its running calls because it reconnects with
 * another protocol version (the old client closes; its calls cannot go on).
 */
export class ProtocolSwitchAbort extends Error {
  override name = 'ProtocolSwitchAbort';
}

/** The abort reason when the app ends its running calls because the person connects to another server. */
export class ServerSwitchAbort extends Error {
  override name = 'ServerSwitchAbort';
}

/**
 * `callWithElicitation` rejects with a typed `ElicitationCallError` already; the mapper keeps
 * those as they are and types anything else (it needs the call's signal to tell an abort
 * from a timeout).
 */
export function toCallFailure(error: unknown, signal: AbortSignal): CallFailure {
  const typed = toElicitationCallError(error, { signal });
  // The person opened the link, then chose Cancel: they stopped the call, they did not refuse the link.
  const abandoned = typed instanceof UrlElicitationRefusedError && typed.action === 'abandon';
  const switched = typed.code === 'aborted' && signal.reason instanceof ProtocolSwitchAbort;
  const moved = typed.code === 'aborted' && signal.reason instanceof ServerSwitchAbort;
  const declined = typed instanceof UrlElicitationRefusedError && typed.action !== 'abandon' ? typed.action : undefined;
  return {
    code: typed.code,
    reason: switched
      ? 'protocol-switch'
      : moved
        ? 'server-switch'
        : abandoned
          ? 'url-abandoned'
          : declined === 'decline'
            ? 'url-declined'
            : declined === 'cancel'
              ? 'url-cancelled'
              : typed.code,
    stopped: abandoned || typed.code === 'aborted',
    ...(declined !== undefined && { declined }),
    detail: typed.message,
  };
}
