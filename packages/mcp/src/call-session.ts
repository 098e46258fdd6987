import { supportedElicitationModes } from '@elicit-kit/core';
import type { CompleteResult, ElicitationModes, ElicitationQueue, InputRound, ServerIdentity } from '@elicit-kit/core';
import type { AskedLink } from './abandoned-links.js';
import { askPerson } from './ask-person.js';
import type { AskedElicitation } from './ask-person.js';
import type { BindingState } from './binding-state.js';
import type { SdkClient } from './client/sdk-client.js';
import type { LegOptions } from './leg-options.js';
import type { Reask } from './reask-rejected.js';

/** What a {@link CallSession} is made of: the call's client, binding and checked options. */
export interface CallSettings {
  readonly sdk: SdkClient;
  readonly binding: BindingState | undefined;
  readonly server: ServerIdentity;
  readonly queue: ElicitationQueue;
  /** Where the call's URL questions go, with the key the server knows each by (watched for an abandoned link). */
  readonly links: AskedLink[];
  /** Aborts when the caller's signal, the connection or an abandoned link of this call does. */
  readonly signal: AbortSignal;
  readonly timeoutMs: number | undefined;
  readonly maxRounds: number;
  readonly requestOptions: LegOptions | undefined;
  readonly onRound: ((round: InputRound) => void) | undefined;
}

/**
 * One `callWithElicitation` call: what its steps share (who asks, where, the checked options)
 * and the cards it put up, so the call can dismiss its link cards once the server has answered.
 */
export class CallSession {
  /** Every question this call asked, in order. */
  readonly asked: AskedElicitation[] = [];
  /** Whether the client declared URL mode (read once: capabilities are fixed at connect). */
  readonly urlDeclared: boolean;

  constructor(readonly settings: CallSettings) {
    this.urlDeclared = this.declaredModes().url;
  }

  get links(): AskedLink[] {
    return this.settings.links;
  }

  get binding(): BindingState | undefined {
    return this.settings.binding;
  }

  get queue(): ElicitationQueue {
    return this.settings.queue;
  }

  get server(): ServerIdentity {
    return this.settings.server;
  }

  get signal(): AbortSignal {
    return this.settings.signal;
  }

  get maxRounds(): number {
    return this.settings.maxRounds;
  }

  /** The modes the client declared: a request for another is cancelled unseen. */
  declaredModes(): ElicitationModes {
    return supportedElicitationModes(this.settings.sdk.declaredElicitation());
  }

  /** Puts one elicitation to the person, as a card of this call. */
  ask(params: unknown, key: string, signal: AbortSignal, group: string, reask?: Reask): AskedElicitation {
    const question = askPerson({
      reask,
      queue: this.queue,
      server: this.server,
      params,
      key,
      group,
      signal,
      timeoutMs: this.settings.timeoutMs,
      onError: this.binding?.onError,
      // This call dismisses its link cards when the server has answered (`onRound`, `end`), so
      // "I've finished" keeps one as "checking with the server" until then, never a card-less wait.
      waitsForServer: true,
    });
    this.asked.push(question);
    if (question.url) this.links.push({ key, question });
    return question;
  }

  /** Sends one SDK request leg under `signal`, with the caller's request options. */
  send(method: string, params: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
    return this.settings.sdk.send(method, params, { ...this.settings.requestOptions, signal });
  }

  /**
   * A new round means the server answered what was sent: the link cards of the rounds before
   * (opened, or "checking" after "I've finished") have had their answer. Its own cards come next.
   */
  onRound(round: InputRound): void {
    this.dismissAcceptedLinks();
    this.settings.onRound?.(round);
  }

  /**
   * The outcome is known: no "waiting for you to finish" card (an accepted URL) of this call may
   * linger. Cards closed otherwise stay: the host shows them as notices ("withdrawn — nothing was sent").
   */
  dismissAcceptedLinks(): void {
    const waiting = new Set(this.queue.getSnapshot().closed.flatMap((record) => (record.action === 'accept' ? [record.entry.id] : [])));
    for (const question of this.asked) {
      if (question.url && question.entryId !== undefined && waiting.has(question.entryId)) this.queue.dismissClosed(question.entryId);
    }
  }
}

/** How one era sends the call: `callWithElicitation`'s loop runs it (see `call-steps.ts`). */
export interface EraCall {
  /** One whole attempt at the request (on 2026-07-28 with its MRTR rounds); a `-32042` rejects it. */
  attempt(signal: AbortSignal): Promise<CompleteResult>;
  /**
   * Sets up the next attempt to ask again what the server refused with `reason`, prefilled;
   * `false` when nothing was answered that could be corrected (the refusal stands).
   */
  prepareReask(reason: string): boolean;
  /** Stops what the era watches for the call (idempotent). */
  end(): void;
}
