// The URL consent's state machine as a pure reducer: no React, no DOM, no clock. The hook
// (useUrlConsent) feeds it events and runs the effects (open the tab, answer) only when the
// reducer accepted the transition, so a guard that holds here holds for every UI.
import type { UrlReport, UrlWarning } from '@elicit-kit/core/url';

/**
 * Where a URL consent stands:
 * - `checking`: the link checker (core's `inspectUrl` and its public-suffix data) is loading;
 * - `invalid`: the params are not usable URL-mode params (only Decline and Cancel);
 * - `blocked`: the URL cannot be opened — not a URL, or not `https:`/`http:` (only Decline and Cancel);
 * - `ready`: the person can review and open it (maybe after confirming a strong warning);
 * - `opened`: Open was clicked and `accept` reported; the compact "waiting for you at <domain>"
 *   card offers "Open the link again", "I've finished — continue" and Cancel;
 * - `confirming`: after opening, the person said they finished and the host checks with the
 *   server (the `checking` fact); the compact "Checking with <server>…" card offers "Open the
 *   link again" and Cancel until the host closes it;
 * - `finished`, `abandoned`: after opening, the person continued or cancelled;
 * - `declined`, `cancelled`: answered without opening;
 * - `completed`: the host passed `completed` (2025-11-25 `notifications/elicitation/complete`).
 */
export type UrlConsentState =
  'checking' | 'invalid' | 'blocked' | 'ready' | 'opened' | 'confirming' | 'finished' | 'abandoned' | 'declined' | 'cancelled' | 'completed';

/**
 * What Open asks for: `none` — one click; `acknowledge` — the person must first tick a box
 * naming where the link really goes (strong warnings, see {@link STRONG_URL_WARNINGS}).
 */
export type UrlConsentGate = 'none' | 'acknowledge';

/**
 * Warnings that make Open wait for an explicit acknowledgement: they mean the address
 * reads as something it is not (user-info before the host, mixed scripts, look-alike
 * characters, invisible characters). Other warnings (not https, IP host, unusual port,
 * IDN, long) are shown but leave Open one click.
 */
export const STRONG_URL_WARNINGS: readonly UrlWarning[] = ['userinfo', 'mixed-script', 'confusable', 'hidden-characters'];

/** The link as the person sees it: the raw `url` and `message`, and core's report on the url. */
export interface UrlConsentShown {
  url: string | undefined;
  message: string | undefined;
  report: UrlReport | undefined;
}

/** What the machine reads from the world on each event: the link shown now and the host's facts. */
export interface UrlConsentFacts extends UrlConsentShown {
  /** The host reported completion (2025-11-25 `notifications/elicitation/complete`). */
  completed: boolean;
  /** Open's security delay is off (`openDelayMs` 0): Open is armed as soon as it is ready. */
  armedAtOnce: boolean;
  /**
   * The server asked again for a link the person already opened (they said they finished
   * before the server was done): "I've finished" may answer `accept` without opening again.
   */
  stillWaiting: boolean;
  /**
   * After opening, the host checks with the server (the person said they finished, and the
   * host keeps the card until the server answers): `opened` and `finished` read as `confirming`.
   */
  checking: boolean;
}

/** How the person has answered so far. */
export type UrlConsentPhase = 'deciding' | 'opened' | 'finished' | 'abandoned' | 'declined' | 'cancelled';

/** The machine's own memory: everything the person did; nothing derived. */
export interface UrlConsentMachine {
  phase: UrlConsentPhase;
  /** What was shown when the person answered: the card keeps showing it, whatever the params become. */
  answered: UrlConsentShown | undefined;
  /** The href Open's checks (arming, acknowledgement) currently apply to. */
  subject: string | undefined;
  /** Open's security delay has passed for `subject`. */
  armed: boolean;
  /** The person ticked "I understand this link goes to …" for `subject`. */
  acknowledged: boolean;
  /** The opener reported that the new tab was blocked. */
  popupBlocked: boolean;
  /** The answer reported, once there is one. */
  action: 'accept' | 'decline' | 'cancel' | undefined;
}

/** What the person (or the clock, through the hook) did. */
export type UrlConsentEvent =
  /** The link offered for opening is now `href` (or none): another link starts unarmed and unticked. */
  | { type: 'show'; href: string | undefined }
  /** Open's security delay passed for `href`. */
  | { type: 'arm'; href: string }
  /** The acknowledgement box was ticked or unticked while `href` was shown. */
  | { type: 'acknowledge'; href: string | undefined; value: boolean }
  | { type: 'open' }
  | { type: 'popup-blocked' }
  | { type: 'decline' }
  /** Before opening: cancel; after: abandon (the answer was already sent). */
  | { type: 'cancel' }
  | { type: 'finish' };

/** Everything a UI reads, derived from the machine and the facts. */
export interface UrlConsentSnapshot extends UrlConsentShown {
  state: UrlConsentState;
  strongWarnings: UrlWarning[];
  gate: UrlConsentGate;
  armed: boolean;
  canOpen: boolean;
  /** The domain used for trust and shown in the waiting card (registrable domain, else host; ASCII). */
  domain: string | undefined;
}

/** The starting point; `opened`: `accept` was already sent (a consent re-mounted after it). */
export function initialUrlConsent(options: { opened?: boolean } = {}): UrlConsentMachine {
  return {
    phase: options.opened ? 'opened' : 'deciding',
    answered: undefined,
    subject: undefined,
    armed: false,
    acknowledged: false,
    popupBlocked: false,
    action: options.opened ? 'accept' : undefined,
  };
}

const CLOSED: ReadonlySet<UrlConsentState> = new Set(['finished', 'abandoned', 'declined', 'cancelled', 'completed']);

/** Whether a state is final (the consent is closed). */
export function isUrlConsentClosed(state: UrlConsentState): boolean {
  return CLOSED.has(state);
}

function stateOf(machine: UrlConsentMachine, facts: UrlConsentFacts, shown: UrlConsentShown): UrlConsentState {
  const { phase } = machine;
  if (phase === 'declined' || phase === 'cancelled') return phase;
  if (facts.completed) return 'completed';
  if (phase !== 'deciding') {
    // Started opened (re-mounted after accept): the waiting card names the link, so wait for the checker.
    if (phase === 'opened' && machine.answered === undefined && !shown.report) return shown.url === undefined ? 'invalid' : 'checking';
    if (facts.checking && (phase === 'opened' || phase === 'finished')) return 'confirming';
    return phase;
  }
  if (shown.url === undefined) return 'invalid';
  if (!shown.report) return 'checking';
  return shown.report.ok ? 'ready' : 'blocked';
}

/** The href Open would open: set only while the person is deciding on an openable link. */
export function readyHref(machine: UrlConsentMachine, facts: UrlConsentFacts): string | undefined {
  return machine.phase === 'deciding' && !facts.completed && facts.url !== undefined && facts.report?.ok ? facts.report.href : undefined;
}

/** What a UI shows for `machine` given `facts`. Pure: the same inputs give equal outputs. */
export function deriveUrlConsent(machine: UrlConsentMachine, facts: UrlConsentFacts): UrlConsentSnapshot {
  const shown = machine.answered ?? facts;
  const { report } = shown;
  const state = stateOf(machine, facts, shown);
  const strongWarnings = report?.ok ? report.warnings.filter((w) => STRONG_URL_WARNINGS.includes(w)) : [];
  const gate: UrlConsentGate = strongWarnings.length > 0 ? 'acknowledge' : 'none';
  const href = readyHref(machine, facts);
  const current = href !== undefined && machine.subject === href;
  const armed = href !== undefined && (facts.armedAtOnce || (current && machine.armed));
  const acknowledged = current && machine.acknowledged;
  const canOpen = state === 'ready' && armed && (gate === 'none' || acknowledged);
  const domain = report?.host ? (report.host.registrableDomain ?? report.host.ascii) : undefined;
  return { url: shown.url, message: shown.message, report, state, strongWarnings, gate, armed, canOpen, domain };
}

/** Whether the acknowledgement box is ticked for the link offered now. */
export function isAcknowledged(machine: UrlConsentMachine, facts: UrlConsentFacts): boolean {
  const href = readyHref(machine, facts);
  return href !== undefined && machine.subject === href && machine.acknowledged;
}

/**
 * The transition for `event`, or `machine` itself (the same object) when the event does
 * nothing in this state: a second Open, Decline after Open, "I've finished" before Open, a
 * tick for a link no longer shown. The hook runs an event's effects only when this returned a
 * new object, which is what makes every answer once-only, whatever the UI does.
 */
export function reduceUrlConsent(machine: UrlConsentMachine, event: UrlConsentEvent, facts: UrlConsentFacts): UrlConsentMachine {
  const { state, canOpen, url, message, report } = deriveUrlConsent(machine, facts);
  const answer = (phase: UrlConsentPhase, action: UrlConsentMachine['action']): UrlConsentMachine => ({
    ...machine,
    phase,
    action,
    answered: machine.answered ?? { url, message, report },
  });
  switch (event.type) {
    case 'show':
      return event.href === machine.subject ? machine : { ...machine, subject: event.href, armed: false, acknowledged: false };
    case 'arm':
      return event.href === machine.subject && !machine.armed ? { ...machine, armed: true } : machine;
    case 'acknowledge':
      if (event.href === undefined || event.href !== machine.subject || machine.acknowledged === event.value) return machine;
      return { ...machine, acknowledged: event.value };
    case 'open':
      return machine.phase === 'deciding' && canOpen ? answer('opened', 'accept') : machine;
    case 'popup-blocked':
      return machine.phase === 'opened' && !machine.popupBlocked ? { ...machine, popupBlocked: true } : machine;
    case 'decline':
    case 'cancel':
      if ((state === 'opened' || state === 'confirming') && event.type === 'cancel') return answer('abandoned', machine.action);
      if (machine.phase !== 'deciding' || isUrlConsentClosed(state)) return machine;
      return answer(event.type === 'decline' ? 'declined' : 'cancelled', event.type);
    case 'finish':
      if (state === 'opened') return answer('finished', machine.action);
      // Asked again for a link already opened: "I've finished" consents (accept) without opening it again.
      return facts.stillWaiting && machine.phase === 'deciding' && canOpen ? answer('finished', 'accept') : machine;
  }
}
