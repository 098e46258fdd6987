import { accept, cancel, decline, readElicitRequestParams, type ElicitResult } from '@elicit-kit/core';
import type { UrlReport, UrlWarning } from '@elicit-kit/core/url';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadUrlInspector, useUrlInspector, useUrlInspectorFailed } from './urlInspector.js';
import { useAcknowledgement } from '../shared/useAcknowledgement.js';

/**
 * Where a URL consent stands:
 * - `checking`: the link checker (core's `inspectUrl` and its public-suffix data) is loading;
 * - `invalid`: the params are not usable URL-mode params (only Decline and Cancel);
 * - `blocked`: the URL cannot be opened — not a URL, or not `https:`/`http:` (only Decline and Cancel);
 * - `ready`: the person can review and open it (maybe after confirming a strong warning);
 * - `opened`: Open was clicked and `accept` reported; "I've finished — continue" and Cancel remain (C21);
 * - `finished`, `abandoned`: after opening, the person continued or cancelled;
 * - `declined`, `cancelled`: answered without opening;
 * - `completed`: the host passed `completed` (2025-11-25 `notifications/elicitation/complete`).
 */
export type UrlConsentState =
  | 'checking'
  | 'invalid'
  | 'blocked'
  | 'ready'
  | 'opened'
  | 'finished'
  | 'abandoned'
  | 'declined'
  | 'cancelled'
  | 'completed';

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

/** Extra facts handed to `onRespond` beside the answer. */
export interface UrlConsentRespondInfo {
  /**
   * The domain the person agreed to open (registrable domain, else the host, ASCII form):
   * what a host would add to `trustedDomains` for this server after an `accept`.
   */
  domain?: string;
}

/**
 * Opens the URL. Return `null` or `false` when you know the new tab was blocked; anything
 * else means "opened, or cannot tell". Default: `window.open(href, "_blank", "noopener,noreferrer")`.
 */
export type UrlOpener = (href: string) => unknown;

/** Options of {@link useUrlConsent}. */
export interface UseUrlConsentOptions {
  /**
   * Called exactly once per elicitation with `accept` (on Open, C21: consent, not
   * completion), `decline` or `cancel`. Never called again, whatever the person does next.
   */
  onRespond: (result: ElicitResult, info: UrlConsentRespondInfo) => void;
  /** After opening, the person clicked "I've finished — continue": a good moment for the host to retry (C21). */
  onFinished?: () => void;
  /**
   * After opening, the person clicked Cancel (or pressed Escape in the dialog). `accept` was
   * already reported; the host should stop the original request rather than retry (C21).
   */
  onAbandon?: () => void;
  /** Replaces the opener (tests, native shells). See {@link UrlOpener}. */
  onOpen?: UrlOpener;
  /**
   * Registrable domains (or hosts) the person approved before for this server. When given,
   * a destination not among them is flagged `firstTime`. Unicode or ASCII forms, any case.
   */
  trustedDomains?: readonly string[];
  /** The server reported completion (2025-11-25 `notifications/elicitation/complete`): closes the consent. */
  completed?: boolean;
  /**
   * Read at mount: the person already agreed to open this link (`accept` was sent), e.g. before
   * the consent was re-mounted. It starts `opened`, with only "I've finished — continue" and
   * Cancel, so Open cannot be clicked (and `accept` sent) a second time.
   */
  opened?: boolean;
  /**
   * Milliseconds Open stays disabled after a link is shown (and after it changes), so a click
   * or Enter meant for something else — a card that appeared under the pointer, a layout that
   * moved when the checker loaded — cannot consent. Default {@link DEFAULT_OPEN_DELAY_MS}; 0 turns it off.
   */
  openDelayMs?: number | undefined;
}

/** Default of {@link UseUrlConsentOptions.openDelayMs}: the order of browsers' own security delays. */
export const DEFAULT_OPEN_DELAY_MS = 500;

/** What {@link useUrlConsent} returns: everything a custom UI needs. */
export interface UrlConsentController {
  /** Where the consent stands; see {@link UrlConsentState}. */
  state: UrlConsentState;
  /** The server's `message` when it is a string (shown even for unusable params). */
  message: string | undefined;
  /** The raw `url` string as sent, when there is one. */
  url: string | undefined;
  /** Core's `inspectUrl` report; undefined while `checking` or for unusable params. */
  report: UrlReport | undefined;
  /** While `checking`: the link checker could not be loaded (offline, a chunk that failed). */
  checkFailed: boolean;
  /** Loads the link checker again after `checkFailed`. */
  retryCheck: () => void;
  /** Strong warnings present in the report, in core's order. */
  strongWarnings: UrlWarning[];
  /** What Open needs: one click, or the acknowledgement box first. */
  gate: UrlConsentGate;
  /** Whether the person ticked the acknowledgement box (only matters when `gate` is `acknowledge`). */
  acknowledged: boolean;
  /** Tick or untick the acknowledgement box. */
  setAcknowledged: (value: boolean) => void;
  /** Whether Open's security delay (`openDelayMs`) has passed for the link now shown. */
  armed: boolean;
  /** Whether Open would open now. */
  canOpen: boolean;
  /** `true`/`false` when `trustedDomains` was given; `undefined` otherwise or before the check. */
  firstTime: boolean | undefined;
  /** The domain used for trust (registrable domain, else host; ASCII). */
  domain: string | undefined;
  /** The opener reported that the new tab was blocked. */
  popupBlocked: boolean;
  /** The answer reported through `onRespond`, once there is one. */
  response: ElicitResult | undefined;
  /** Open the URL (if `canOpen`) and report `accept`. */
  open: () => void;
  /** Report `decline` (before opening only). */
  decline: () => void;
  /**
   * Cancel: before opening, report `cancel`; after opening, end as `abandoned` and call
   * `onAbandon` (the answer was already sent). Escape and closing the dialog do this.
   */
  cancel: () => void;
  /** After opening: the person finished there. Calls `onFinished`. */
  finish: () => void;
}

/**
 * The `url` (URL mode) and `message` of untrusted params, each read once through its
 * property descriptor (never a getter, never a Proxy's `get`), after core's envelope checks.
 */
function snapshotParams(params: unknown): { url: string | undefined; message: string | undefined } {
  const reading = readElicitRequestParams(params);
  if (!reading.ok) return { url: undefined, message: reading.message };
  const url = reading.mode === 'url' ? ownString(params as object, 'url') : undefined;
  const message = ownString(params as object, 'message');
  // A Proxy may answer the checks with a string and this read with something else: then the link is unusable.
  return { url, message };
}

function ownString(x: object, key: string): string | undefined {
  try {
    const descriptor = Object.getOwnPropertyDescriptor(x, key);
    return descriptor && 'value' in descriptor && typeof descriptor.value === 'string' ? descriptor.value : undefined;
  } catch {
    return undefined;
  }
}

function defaultOpener(href: string): unknown {
  // `noopener` makes window.open return null whether or not the tab opened: report "cannot tell".
  window.open(href, '_blank', 'noopener,noreferrer');
  return undefined;
}

const TERMINAL: ReadonlySet<UrlConsentState> = new Set(['finished', 'abandoned', 'declined', 'cancelled', 'completed']);

/** Whether a state is final (the consent is closed). */
export function isUrlConsentClosed(state: UrlConsentState): boolean {
  return TERMINAL.has(state);
}

/**
 * The headless URL consent (C4, C13–C21): reads untrusted `elicitation/create` params,
 * loads core's `inspectUrl` on demand and inspects the URL, and runs the state machine
 * `checking → ready → opened → finished | abandoned` (or `declined` / `cancelled`, or
 * `invalid` / `blocked` for unusable requests, or `completed`). `onRespond` is called
 * exactly once. Nothing here touches the network until `open()` (C14, C15).
 *
 * Give each elicitation its own React `key`: the state is not reset when `params` change.
 *
 * @example
 * const consent = useUrlConsent(params, { onRespond: (r) => answer(key, r) });
 * if (consent.state === 'ready') consent.open();
 */
export function useUrlConsent(params: unknown, options: UseUrlConsentOptions): UrlConsentController {
  // Read `url` and `message` once per params object, through property descriptors: a Proxy
  // or an object mutated in place must not show one link and then open (or re-show) another.
  const live = useMemo(() => snapshotParams(params), [params]);
  const inspect = useUrlInspector();
  const inspectorFailed = useUrlInspectorFailed();
  const liveReport = useMemo(
    () => (live.url !== undefined && inspect ? inspect(live.url) : undefined),
    [live.url, inspect],
  );
  // Once answered, the card keeps showing what was answered, whatever the params become.
  const [answered, setAnswered] = useState<{ url: string | undefined; message: string | undefined; report: UrlReport | undefined }>();
  const url = answered ? answered.url : live.url;
  const message = answered ? answered.message : live.message;
  const report = answered ? answered.report : liveReport;

  const [phase, setPhase] = useState<UrlConsentState | undefined>(() => (options.opened ? 'opened' : undefined));
  const phaseRef = useRef<UrlConsentState | undefined>(phase);
  // The acknowledgement names one destination: it holds only for the href it was given for,
  // so new params (another link, even one ticked before) start unticked.
  const [acknowledged, setAcknowledged] = useAcknowledgement(report?.href);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [response, setResponse] = useState<ElicitResult | undefined>(undefined);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const strongWarnings = useMemo(
    () => (report?.ok ? report.warnings.filter((w) => STRONG_URL_WARNINGS.includes(w)) : []),
    [report],
  );
  const gate: UrlConsentGate = strongWarnings.length > 0 ? 'acknowledge' : 'none';
  const domain = report?.host ? (report.host.registrableDomain ?? report.host.ascii) : undefined;
  const trusted = options.trustedDomains;
  const firstTime = useMemo(() => {
    if (!Array.isArray(trusted) || !report?.host || domain === undefined) return undefined;
    const forms = [domain, report.host.registrableDomainUnicode ?? report.host.unicode].map((d) => d.toLowerCase());
    return !trusted.some((d) => typeof d === 'string' && forms.includes(d.toLowerCase()));
  }, [trusted, report, domain]);

  let state: UrlConsentState;
  if (phase === 'declined' || phase === 'cancelled') state = phase;
  else if (options.completed) state = 'completed';
  // Started `opened` (see the option): the opened view shows the link, so wait for the checker.
  else if (phase === 'opened' && !report && answered === undefined) state = url === undefined ? 'invalid' : 'checking';
  else if (phase) state = phase;
  else if (url === undefined) state = 'invalid';
  else if (!report) state = 'checking';
  else if (!report.ok) state = 'blocked';
  else state = 'ready';
  const delay = typeof options.openDelayMs === 'number' && options.openDelayMs >= 0 ? options.openDelayMs : DEFAULT_OPEN_DELAY_MS;
  const readyHref = state === 'ready' ? report?.href : undefined;
  const [armedHref, setArmedHref] = useState<string | undefined>(undefined);
  const [armSeenHref, setArmSeenHref] = useState(readyHref);
  if (armSeenHref !== readyHref) {
    // Another link, or the same one again (A → B → A): the delay starts over.
    setArmSeenHref(readyHref);
    setArmedHref(undefined);
  }
  useEffect(() => {
    if (readyHref === undefined || delay <= 0) return;
    const timer = setTimeout(() => setArmedHref(readyHref), delay);
    return () => clearTimeout(timer);
  }, [readyHref, delay]);
  const armed = readyHref !== undefined && (delay <= 0 || (armedHref === readyHref && armSeenHref === readyHref));
  const canOpen = state === 'ready' && armed && (gate === 'none' || acknowledged);

  const shownRef = useRef({ url, message, report });
  shownRef.current = { url, message, report };
  const move = useCallback((next: UrlConsentState) => {
    if (phaseRef.current === undefined) setAnswered(shownRef.current);
    phaseRef.current = next;
    setPhase(next);
  }, []);
  const respond = useCallback(
    (result: ElicitResult) => {
      setResponse(result);
      optionsRef.current.onRespond(result, domain === undefined ? {} : { domain });
    },
    [domain],
  );

  const stateRef = useRef(state);
  stateRef.current = state;
  const canOpenRef = useRef(canOpen);
  canOpenRef.current = canOpen;

  const open = useCallback(() => {
    // The refs guard against a double click landing before React re-renders.
    if (phaseRef.current !== undefined || !canOpenRef.current || !report?.href) return;
    move('opened');
    let outcome: unknown;
    try {
      outcome = (optionsRef.current.onOpen ?? defaultOpener)(report.href);
    } catch {
      outcome = false;
    }
    setPopupBlocked(outcome === null || outcome === false);
    respond(accept());
  }, [report, move, respond]);

  const answer = useCallback(
    (next: 'declined' | 'cancelled') => {
      if (phaseRef.current !== undefined || isUrlConsentClosed(stateRef.current)) return;
      move(next);
      respond(next === 'declined' ? decline() : cancel());
    },
    [move, respond],
  );

  const cancelOrAbandon = useCallback(() => {
    if (stateRef.current === 'opened' && phaseRef.current === 'opened') {
      move('abandoned');
      optionsRef.current.onAbandon?.();
    } else answer('cancelled');
  }, [answer, move]);

  const finish = useCallback(() => {
    if (stateRef.current !== 'opened' || phaseRef.current !== 'opened') return;
    move('finished');
    optionsRef.current.onFinished?.();
  }, [move]);

  return {
    state,
    message,
    url,
    report,
    checkFailed: state === 'checking' && inspectorFailed,
    retryCheck: useCallback(() => void loadUrlInspector().catch(() => undefined), []),
    strongWarnings,
    gate,
    acknowledged,
    setAcknowledged,
    armed,
    canOpen,
    firstTime,
    domain,
    popupBlocked,
    response,
    open,
    decline: useCallback(() => answer('declined'), [answer]),
    cancel: cancelOrAbandon,
    finish,
  };
}
