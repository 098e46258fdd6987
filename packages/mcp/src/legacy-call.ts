import { classifyResult, InvalidResultError } from '@elicit-kit/core';
import type { CompleteResult, ElicitationModes } from '@elicit-kit/core';
import type { CallSession, EraCall } from './call-session.js';
import { watchCallStream } from './call-stream-lost.js';
import type { SdkClient } from './client/sdk-client.js';
import { loseConnection } from './connection-closed.js';
import { watchConnectionLoss } from './connection-lost.js';
import { TransportError } from './errors.js';
import { forgetfulError, forgetfulResult } from './forgetful-server.js';
import { enterLegacyCall } from './legacy-call-scope.js';
import { watchPushedAnswers } from './reask-pushed.js';

/**
 * A call on 2025-11-25: no MRTR, the request is sent plainly and the server's pushed requests
 * reach the binding's handler while it is open (tied to this call, see `legacy-call-scope`).
 * After a refusal there is no round to resend: the call goes again, and the refused forms'
 * pushes come back prefilled (`reask-pushed`).
 */
export function legacyCall(session: CallSession, sdk: SdkClient, method: string, params: Record<string, unknown>): EraCall {
  const leave = enterLegacyCall(session.binding, session.signal);
  const pushed = watchPushedAnswers(session.binding);
  // Neither SDK notices a dead server on 2025-11-25 before the request times out: the kit watches.
  const unwatch = watchConnectionLoss(sdk, session.server.name);
  return {
    attempt: (signal) => sendLegacy(() => sendWatched(sdk, session.server.name, () => session.send(method, params, signal)), session.declaredModes()),
    prepareReask(reason) {
      const refused = pushed.take();
      pushed.reaskNext(refused, reason);
      return refused.length > 0;
    },
    end() {
      pushed.stop();
      unwatch();
      leave();
    },
  };
}

/**
 * Sends a 2025-11-25 call with its response stream watched (see `call-stream-lost.ts`): a stream
 * that ends without the result means the result is lost, so the connection is ended as for a
 * server that went away (cards close marked as lost, the call rejects with `TransportError` `closed`).
 */
function sendWatched(sdk: SdkClient, serverName: string, start: () => Promise<unknown>): Promise<unknown> {
  const transport = sdk.transport();
  if (transport === undefined) return start();
  const lost = (): void => {
    if (sdk.transport() !== transport) return;
    loseConnection(
      transport,
      new TransportError('closed', `The connection to ${serverName} broke before the call's result arrived; the server may still have acted on it.`),
    );
  };
  const call = watchCallStream(transport, sdk.sdk === 'v1', start, lost);
  return call.value.finally(call.stop);
}

/**
 * Sends a 2025-11-25 request: its complete result, or {@link ForgetfulServerError} when the
 * server says (in a tool error or a JSON-RPC error) that this client does not support a mode it
 * declared: a server without sessions that forgot the capability, whatever was asked.
 */
async function sendLegacy(leg: () => Promise<unknown>, declared: ElicitationModes): Promise<CompleteResult> {
  let result: CompleteResult;
  try {
    result = completeOnly(await leg());
  } catch (error) {
    throw forgetfulError(error, declared) ?? error;
  }
  const forgetful = forgetfulResult(result, declared);
  if (forgetful !== undefined) throw forgetful;
  return result;
}

/** A 2025-11-25 result: complete, or {@link InvalidResultError} (an `input_required` has no place in that era). */
function completeOnly(result: unknown): CompleteResult {
  const sorted = classifyResult(result);
  if (sorted.kind === 'complete') return sorted.result;
  throw new InvalidResultError(result, sorted.kind === 'invalid' ? sorted.reason : 'input-required-on-2025-11-25');
}
