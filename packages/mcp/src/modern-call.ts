import { cancel, readElicitationRequest, runWithInput } from '@elicit-kit/core';
import type { CompleteResult, ElicitationModes, InputRequest, InputRequiredResult, InputResponse } from '@elicit-kit/core';
import type { AskedElicitation } from './ask-person.js';
import type { CallSession, EraCall } from './call-session.js';
import { CapabilityMissingError } from './errors.js';
import { pushOnlyError, pushOnlyResult } from './push-only-server.js';
import { resendPlan, RoundRecorder } from './reask-rejected.js';
import type { ResentRound } from './reask-rejected.js';
import { sendResendingOnFinish } from './resend-on-finish.js';
import { roundGroup } from './round-group.js';

/** Pause before retrying a round that carried only `requestState` (SDK 2.4.0's auto mode waits the same). */
const STATE_ONLY_DELAY_MS = 250;

/**
 * A call on 2026-07-28: core's `runWithInput` drives the MRTR rounds, each leg sent again when
 * the person says "I've finished" on one of its links (`resend-on-finish`). After a refusal, the
 * refused round is sent again: its `requestState` byte for byte, the refused forms asked again
 * prefilled, the round's other answers sent unchanged.
 */
export class ModernCall implements EraCall {
  /** Resumed from by the next attempt only: after a `-32042` the request starts over. */
  private resumeFrom: InputRequiredResult | undefined;
  private recorder = new RoundRecorder();
  /** How the next attempt answers the round it resumes, after a refusal. */
  private resent: ResentRound | undefined;

  constructor(
    private readonly session: CallSession,
    private readonly method: string,
    private readonly params: Record<string, unknown>,
    resumeFrom: InputRequiredResult | undefined,
  ) {
    this.resumeFrom = resumeFrom;
  }

  async attempt(signal: AbortSignal): Promise<CompleteResult> {
    const { session } = this;
    const from = this.resumeFrom;
    this.resumeFrom = undefined;
    const recorder = (this.recorder = new RoundRecorder());
    const plan = this.resent;
    this.resent = undefined;
    // Only the resumed round itself is resent; later rounds are asked as the server asks them.
    const resending = (): ResentRound | undefined => (recorder.round === 1 ? plan : undefined);
    let result: CompleteResult;
    try {
      result = await runWithInput({
        // "I've finished" while a retry is held sends it again, so the server says where it stands.
        send: (legMethod, legParams, context) =>
          sendResendingOnFinish(session.queue, session.links, (legSignal) => session.send(legMethod, legParams, legSignal), context.signal),
        method: this.method,
        params: this.params,
        fulfil: (key, request, context) => {
          const same = resending()?.same.get(key);
          const reask = resending()?.reasks.get(key);
          const ask = (p: unknown, k: string, s: AbortSignal, g: string): AskedElicitation => session.ask(p, k, s, g, reask);
          const answer = same !== undefined ? Promise.resolve(same) : fulfil(key, request, context.signal, ask, session.declaredModes());
          return recorder.record(key, answer);
        },
        maxRounds: session.maxRounds,
        signal,
        // A round with only requestState (load shedding) is retried after a pause, as the SDK's
        // auto mode does: with maxRounds Infinity a hostile server must not get a tight loop.
        stateOnlyDelayMs: STATE_ONLY_DELAY_MS,
        ...(from !== undefined && { resumeFrom: from }),
        onRound: (round) => {
          recorder.onRound(round);
          session.onRound(round);
        },
      });
    } catch (error) {
      throw pushOnlyError(error) ?? error;
    }
    // A server that elicits only by push says so in a tool error on this era: say what to do.
    const pushOnly = pushOnlyResult(result);
    if (pushOnly !== undefined) throw pushOnly;
    return result;
  }

  prepareReask(reason: string): boolean {
    // The server refused what the person sent: the same round again, what they typed prefilled.
    const answered = this.recorder.answered();
    if (answered === undefined) return false;
    this.resent = resendPlan(answered, reason);
    this.resumeFrom = answered.interim;
    return true;
  }

  end(): void {}
}

/**
 * Answers one key of a round. Elicitations go to the person (one group per round signal),
 * except a mode this client's requests did not declare: the server must not ask for it,
 * and the host said it does not render it, so it is cancelled unseen (the round's other keys
 * are still answered), as the SDK refuses it in auto mode. Sampling and roots are not offered
 * by this kit, so the call is abandoned with a typed error, which the specification allows for those kinds.
 */
function fulfil(
  key: string,
  request: InputRequest,
  signal: AbortSignal,
  ask: (params: unknown, key: string, signal: AbortSignal, group: string) => AskedElicitation,
  declared: ElicitationModes,
): Promise<InputResponse> {
  if (request.method === 'elicitation/create') {
    // Read once: the queue's entry gets this same reading (core keeps it per params object).
    const reading = readElicitationRequest(request.params);
    if (reading.ok && !declared[reading.mode]) return Promise.resolve(cancel());
    return ask(request.params, key, signal, roundGroup(signal)).answer;
  }
  return Promise.reject(
    new CapabilityMissingError(`The server asked for ${request.method} (key '${key}'), which this client does not offer`, { key, method: request.method }),
  );
}
