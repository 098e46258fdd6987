import { cancel, classifyResult, readElicitRequestParams, runWithInput } from '@elicit-kit/core';
import { supportedElicitationModes } from '@elicit-kit/core';
import type {
  CompleteResult,
  ElicitationModes,
  ElicitationQueue,
  InputRequest,
  InputResponse,
  InputRequiredResult,
  InputRound,
  ServerIdentity,
} from '@elicit-kit/core';
import { watchAbandonedLinks } from './abandoned-links.js';
import type { AskedLink } from './abandoned-links.js';
import { askPerson } from './ask-person.js';
import type { AskedElicitation } from './ask-person.js';
import { bindings } from './binding-state.js';
import { BindElicitationError, CapabilityMissingError, InvalidServerResultError, TransportError } from './errors.js';
import { checkMaxRounds, checkParams, checkTimeout } from './check-options.js';
import type { McpClient } from './client/mcp-client.js';
import { readClient } from './client/read-client.js';
import type { SdkClient } from './client/sdk-client.js';
import { watchCallStream } from './call-stream-lost.js';
import { connectionClosed, loseConnection } from './connection-closed.js';
import { watchConnectionLoss } from './connection-lost.js';
import { enterLegacyCall } from './legacy-call-scope.js';
import { linkedSignal } from './linked-signal.js';
import type { LinkedSignal } from './linked-signal.js';
import { forgetfulError, forgetfulResult } from './forgetful-server.js';
import { pushOnlyError, pushOnlyResult } from './push-only-server.js';
import { watchPushedAnswers } from './reask-pushed.js';
import { askAgainWhileRefused, checkReasks, resendPlan, RoundRecorder } from './reask-rejected.js';
import type { Reask, ResentRound } from './reask-rejected.js';
import { sendResendingOnFinish } from './resend-on-finish.js';
import { roundGroup } from './round-group.js';
import type { LegOptions } from './leg-options.js';
import { toElicitationCallError } from './to-elicitation-call-error.js';
import { callWithUrlConsent } from './url-consent-retry.js';

/** Options of {@link callWithElicitation}. */
export interface CallWithElicitationOptions {
  /** Who asks; default: the server of the binding on this client. Neither → {@link BindElicitationError}. */
  server?: ServerIdentity;
  /** Aborts the whole call: open entries close as `aborted`, nothing more is sent. */
  signal?: AbortSignal;
  /** Rounds before {@link RoundLimitError} (core); default 10. On 2025-11-25, `-32042` retries count. */
  maxRounds?: number;
  /** Resume from a {@link RoundLimitError} (core)'s `lastResult` instead of sending first (2026-07-28). */
  resumeFrom?: InputRequiredResult;
  /** Per elicitation deadline (ms); default: the binding's. */
  timeoutMs?: number;
  /** Passed to each SDK request leg (`timeout` per leg, `maxTotalTimeout` per leg too). */
  requestOptions?: LegOptions;
  /** Called once per `input_required` round, before it is answered. */
  onRound?: (round: InputRound) => void;
  /**
   * How many times a round whose answers the server refused is brought back to the person;
   * default 0 (the call ends with the refusal, as before). A refusal is a JSON-RPC error
   * ({@link ServerError}, e.g. `-32602`) or a result with `isError: true` that answers the leg
   * carrying a round in which at least one form was accepted. The accepted forms are asked
   * again, prefilled with what was sent, with the server's words as the entry's `rejection`
   * (`ElicitationHost` shows them beside the form); the round's other answers (an opened link,
   * a decline) are kept. On 2026-07-28 the same round is sent again: its `requestState`
   * byte for byte, with the corrected `inputResponses` (core's `resumeFrom`). On 2025-11-25,
   * where the server pushes its requests, the call is sent again and each pushed form whose
   * message and schema match a refused one is prefilled from it. Declining or cancelling the
   * question asked again is sent as the answer, like any other.
   */
  reaskOnRejection?: number;
}

/** Pause before retrying a round that carried only `requestState` (SDK 2.4.0's auto mode waits the same). */
export const STATE_ONLY_DELAY_MS = 250;

/** The methods that may ask for input: no other may be answered with `input_required`. */
export type ElicitingMethod = 'tools/call' | 'prompts/get' | 'resources/read';

/**
 * Calls `method` and answers every elicitation the server asks for through `queue`, in manual
 * mode (core's `runWithInput` drives the MRTR loop; the SDK sends each leg with a fresh id and
 * `_meta` envelope). A result without `resultType` is complete, unlike in SDK 2.4.0.
 * On a 2025-11-25 connection the request is sent plainly (pushed requests go to the binding)
 * and a `-32042` is answered with URL consent, then retried once the URLs are complete.
 * Rejects only with core's {@link ElicitKitError}s.
 */
export async function callWithElicitation(
  client: McpClient,
  method: ElicitingMethod,
  params: Record<string, unknown>,
  queue: ElicitationQueue,
  options: CallWithElicitationOptions = {},
): Promise<CompleteResult> {
  const { signal } = options;
  const binding = bindings.get(client);
  const server = options.server ?? binding?.server;
  const asked: AskedElicitation[] = [];
  const links: AskedLink[] = [];
  // Cancel after Open on one of this call's links stops the call instead of retrying it.
  const abandon = watchAbandonedLinks(queue, links);
  let closed: AbortSignal | undefined;
  let linked: LinkedSignal | undefined;
  try {
    const sdk = readClient(client);
    if (sdk === undefined) {
      throw new BindElicitationError(
        'unknown-client',
        'callWithElicitation needs a Client of @modelcontextprotocol/client (2.4+) or @modelcontextprotocol/sdk (1.x).',
      );
    }
    if (server === undefined) {
      throw new BindElicitationError('no-binding', 'callWithElicitation needs options.server, or a client bound with bindElicitation.');
    }
    if (sdk.transport() === undefined) throw new TransportError('closed', 'The client is not connected.');
    // The connection closing ends the call like an abort (cards close, nothing waits), but is reported as what it is.
    closed = connectionClosed(sdk.transport());
    const declaredModes = (): ElicitationModes => supportedElicitationModes(sdk.declaredElicitation());
    linked = linkedSignal([signal, closed, abandon.signal]);
    const callSignal = linked.signal;
    const timeoutMs = checkTimeout(options.timeoutMs) ?? binding?.timeoutMs;
    const maxRounds = checkMaxRounds(options.maxRounds);
    const original = checkParams(params);
    const reasks = checkReasks(options.reaskOnRejection);
    const ask = (params: unknown, key: string, roundSignal: AbortSignal, group: string, reask?: Reask): AskedElicitation => {
      const question = askPerson({
        reask,
        queue,
        server,
        params,
        key,
        group,
        signal: roundSignal,
        timeoutMs,
        onError: binding?.onError,
        // This call dismisses its link cards when the server has answered (below), so "I've
        // finished" keeps one as "checking with the server" until then, never a card-less wait.
        waitsForServer: true,
      });
      asked.push(question);
      if (question.url) links.push({ key, question });
      return question;
    };
    const send = (legMethod: string, legParams: Record<string, unknown>, legSignal: AbortSignal): Promise<unknown> =>
      sdk.send(legMethod, legParams, { ...options.requestOptions, signal: legSignal });
    // A new round means the server answered what was sent: the link cards of the rounds before
    // (opened, or "checking" after "I've finished") have had their answer. Its own cards come next.
    const onRound = (round: InputRound): void => {
      dismissAcceptedLinks(queue, asked);
      options.onRound?.(round);
    };

    const consent = { ask, binding, queue, server, signal: callSignal, maxRounds, urlDeclared: declaredModes().url, onRound };
    if (sdk.era() !== 'modern') {
      const end = enterLegacyCall(binding, callSignal);
      const pushed = watchPushedAnswers(binding);
      // Neither SDK notices a dead server on 2025-11-25 before the request times out: the kit watches.
      const unwatch = watchConnectionLoss(sdk, server.name);
      try {
        // No MRTR: pushed requests reach the binding's handler while the request is open. After a
        // refusal there is no round to resend: the call goes again, and the refused forms' pushes come back prefilled.
        return await askAgainWhileRefused(
          reasks,
          callSignal,
          () =>
            callWithUrlConsent({
              ...consent,
              attempt: (attemptSignal) => sendLegacy(() => sendWatched(sdk, server.name, () => send(method, original, attemptSignal)), declaredModes()),
            }),
          (reason) => {
            const refused = pushed.take();
            pushed.reaskNext(refused, reason);
            return refused.length > 0;
          },
        );
      } finally {
        pushed.stop();
        unwatch();
        end();
      }
    }
    let resumeFrom = options.resumeFrom;
    let recorder = new RoundRecorder();
    let resent: ResentRound | undefined;
    const run = (): Promise<CompleteResult> =>
      callWithUrlConsent({
        ...consent,
        attempt: async (attemptSignal) => {
          const from = resumeFrom;
          // Only the first attempt resumes: after a -32042 the request starts over.
          resumeFrom = undefined;
          recorder = new RoundRecorder();
          const plan = resent;
          resent = undefined;
          // Only the resumed round itself is resent; later rounds are asked as the server asks them.
          const resending = (): ResentRound | undefined => (recorder.round === 1 ? plan : undefined);
          let result: CompleteResult;
          try {
            result = await runWithInput({
              // "I've finished" while a retry is held sends it again, so the server says where it stands.
              send: (legMethod, legParams, context) =>
                sendResendingOnFinish(queue, links, (legSignal) => send(legMethod, legParams, legSignal), context.signal),
              method,
              params: original,
              fulfil: (key, request, context) => {
                const same = resending()?.same.get(key);
                const reask = resending()?.reasks.get(key);
                const answer =
                  same !== undefined ? Promise.resolve(same) : fulfil(key, request, context.signal, (p, k, s, g) => ask(p, k, s, g, reask), declaredModes());
                return recorder.record(key, answer);
              },
              maxRounds,
              signal: attemptSignal,
              // A round with only requestState (load shedding) is retried after a pause, as the SDK's
              // auto mode does: with maxRounds Infinity a hostile server must not get a tight loop.
              stateOnlyDelayMs: STATE_ONLY_DELAY_MS,
              ...(from !== undefined && { resumeFrom: from }),
              onRound: (round) => {
                recorder.onRound(round);
                onRound(round);
              },
            });
          } catch (error) {
            throw pushOnlyError(error) ?? error;
          }
          // A server that elicits only by push says so in a tool error on this era: say what to do.
          const pushOnly = pushOnlyResult(result);
          if (pushOnly !== undefined) throw pushOnly;
          return result;
        },
      });
    return await askAgainWhileRefused(reasks, callSignal, run, (reason) => {
      // The server refused what the person sent: the same round again, what they typed prefilled.
      const answered = recorder.answered();
      if (answered === undefined) return false;
      resent = resendPlan(answered, reason);
      resumeFrom = answered.interim;
      return true;
    });
  } catch (error) {
    if (abandon.signal.aborted && !signal?.aborted) throw abandon.signal.reason as Error;
    if (closed?.aborted && !signal?.aborted) {
      // The server went away (see `connection-lost`): its own words; otherwise the host closed the client.
      if (closed.reason instanceof TransportError) throw closed.reason;
      throw new TransportError('closed', 'The connection closed during the call.', undefined, { cause: error });
    }
    throw toElicitationCallError(error, signal === undefined ? {} : { signal });
  } finally {
    linked?.release();
    abandon.stop();
    // The outcome is known now: no "waiting for you to finish" card (an accepted URL) of this call
    // may linger. Cards closed otherwise stay: the host shows them as notices ("withdrawn — nothing was sent").
    dismissAcceptedLinks(queue, asked);
  }
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

/** Dismisses the accepted (opened or "checking") URL cards among `asked`; other closed cards stay as notices. */
function dismissAcceptedLinks(queue: ElicitationQueue, asked: readonly AskedElicitation[]): void {
  const waiting = new Set(queue.getSnapshot().closed.flatMap((record) => (record.action === 'accept' ? [record.entry.id] : [])));
  for (const question of asked) if (question.url && question.entryId !== undefined && waiting.has(question.entryId)) queue.dismissClosed(question.entryId);
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

/** A 2025-11-25 result: complete, or {@link InvalidServerResultError} (an `input_required` has no place in that era). */
function completeOnly(result: unknown): CompleteResult {
  const sorted = classifyResult(result);
  if (sorted.kind === 'complete') return sorted.result;
  throw new InvalidServerResultError(sorted.kind === 'invalid' ? sorted.reason : 'input-required-on-2025-11-25', result);
}

/**
 * Answers one key of a round. Elicitations go to the person (one group per round signal),
 * except a mode this client's requests did not declare: the server must not ask for it,
 * and the host said it does not render it, so it is cancelled unseen (the round's other keys
 * are still answered), as the SDK
 * refuses it in auto mode. Sampling and roots are not offered by this kit, so the call is
 * abandoned with a typed error, which the specification allows for those kinds.
 */
function fulfil(
  key: string,
  request: InputRequest,
  signal: AbortSignal,
  ask: (params: unknown, key: string, signal: AbortSignal, group: string) => AskedElicitation,
  declared: ElicitationModes,
): Promise<InputResponse> {
  if (request.method === 'elicitation/create') {
    const reading = readElicitRequestParams(request.params);
    if (reading.ok && !declared[reading.mode]) return Promise.resolve(cancel());
    return ask(request.params, key, signal, roundGroup(signal)).answer;
  }
  return Promise.reject(
    new CapabilityMissingError(`The server asked for ${request.method} (key '${key}'), which this client does not offer`, { key, method: request.method }),
  );
}
