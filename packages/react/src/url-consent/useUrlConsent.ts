import type { ElicitResult } from '@elicit-kit/core';
import { readElicitationRequest } from '@elicit-kit/core/protocol';
import type { UrlReport, UrlWarning } from '@elicit-kit/core/url';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useUrlCheckFailed, useUrlReport } from './urlInspector.js';
import { consentActions } from './consentActions.js';
import {
  deriveUrlConsent,
  initialUrlConsent,
  isAcknowledged,
  readyHref,
  reduceUrlConsent,
  type UrlConsentEvent,
  type UrlConsentFacts,
  type UrlConsentGate,
  type UrlConsentState,
} from './machine/urlConsentMachine.js';
import { consentPropGetters, type UrlConsentPropGetters } from './consentPropGetters.js';

export { isUrlConsentClosed, STRONG_URL_WARNINGS, type UrlConsentGate, type UrlConsentState } from './machine/urlConsentMachine.js';

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
   * Called exactly once per elicitation with `accept` (on Open: consent, not
   * completion), `decline` or `cancel`. Never called again, whatever the person does next.
   */
  onRespond: (result: ElicitResult, info: UrlConsentRespondInfo) => void;
  /** After opening, the person clicked "I've finished — continue": a good moment for the host to retry. */
  onFinished?: () => void;
  /**
   * After opening, the person clicked Cancel (or pressed Escape in the dialog). `accept` was
   * already reported; the host should stop the original request rather than retry.
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
  /**
   * The server asked again for a link the person already opened, e.g. they said they finished
   * before the server was done (`ElicitationHost` sets it). The card is the compact "still
   * waiting for you at <domain>" one: Open the link again, "I've finished" (which answers
   * `accept` without opening the link again, then calls `onFinished`) and Cancel.
   */
  stillWaiting?: boolean | undefined;
  /**
   * After opening, the person said they finished and the host keeps the card until the server
   * answers (`ElicitationHost` sets it when its runtime reports that answer): the state is
   * `confirming`, the compact "Checking with <server>…" card with "Open the link again" and
   * Cancel (which stops the request, like Cancel after Open).
   */
  checking?: boolean | undefined;
}

/** Default of {@link UseUrlConsentOptions.openDelayMs}: the order of browsers' own security delays. */
export const DEFAULT_OPEN_DELAY_MS = 500;

/**
 * What {@link useUrlConsent} returns: the state, the actions, and prop getters that carry the
 * input protections (see {@link UrlConsentPropGetters}); a UI built on them keeps every one.
 */
export interface UrlConsentController extends UrlConsentPropGetters {
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
  /** Tick or untick the acknowledgement box (for the link shown now). */
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
  /** Open the URL (if `canOpen`) and report `accept`. Unguarded against double clicks: use {@link UrlConsentPropGetters.getOpenButtonProps}. */
  open: () => void;
  /** After opening: open the same link again (a closed tab, a blocked pop-up). Reports nothing. */
  reopen: () => void;
  /** Report `decline` (before opening only). */
  decline: () => void;
  /**
   * Cancel: before opening, report `cancel`; after opening, end as `abandoned` and call
   * `onAbandon` (the answer was already sent). Escape and closing the dialog do this.
   */
  cancel: () => void;
  /**
   * After opening: the person finished there. Calls `onFinished`. When `stillWaiting`, before
   * opening: answers `accept` (without opening the link again), then calls `onFinished`.
   */
  finish: () => void;
  /** The server asked again for a link the person already opened (the option): the compact card. */
  stillWaiting: boolean;
}

/** The `url` (URL mode) and `message` of untrusted params, as core read them (`readElicitationRequest`). */
function snapshotParams(params: unknown): { url: string | undefined; message: string | undefined } {
  const request = readElicitationRequest(params);
  return { url: request.ok && request.mode === 'url' ? request.url : undefined, message: request.message };
}

/** Whether the link's domain is not among `trusted` (`undefined` without a list or a domain). */
function isFirstTime(trusted: unknown, report: UrlReport | undefined, domain: string | undefined): boolean | undefined {
  if (!Array.isArray(trusted) || !report?.host || domain === undefined) return undefined;
  const forms = [domain, report.host.registrableDomainUnicode ?? report.host.unicode].map((d) => d.toLowerCase());
  return !trusted.some((d) => typeof d === 'string' && forms.includes(d.toLowerCase()));
}

/**
 * The headless URL consent: reads untrusted `elicitation/create` params,
 * loads core's URL check and the link's shard of the public-suffix list on demand and inspects the URL, and runs the state machine
 * `checking → ready → opened → finished | abandoned` (`confirming` while the host checks with
 * the server after "I've finished"; or `declined` / `cancelled`, or
 * `invalid` / `blocked` for unusable requests, or `completed`) — a pure reducer,
 * `reduceUrlConsent`, that this hook feeds. `onRespond` is called exactly once. Nothing here
 * touches the network until `open()`, and only `open()` opens the link.
 *
 * The input protections live here, not in a view: spread the prop getters on your own
 * elements and they come along — Open's arming delay and acknowledgement gate, the
 * double-click guard on Open and "I've finished", the held-Enter guard on every button, and
 * an Escape that cancels but leaves an input method's composition alone.
 *
 * Give each elicitation its own React `key`: the state is not reset when `params` change.
 *
 * @example
 * const consent = useUrlConsent(params, { onRespond: (r) => answer(key, r) });
 * return (
 *   <div {...consent.getRootProps({ escapeCancels: true })}>
 *     <button {...consent.getDeclineButtonProps()}>Decline</button>
 *     <button {...consent.getOpenButtonProps()}>Open</button>
 *   </div>
 * );
 */
export function useUrlConsent(params: unknown, options: UseUrlConsentOptions): UrlConsentController {
  // Read `url` and `message` once per params object, through property descriptors: a Proxy
  // or an object mutated in place must not show one link and then open (or re-show) another.
  const live = useMemo(() => snapshotParams(params), [params]);
  // Core's check, then the shard of the public-suffix list this link needs (both on demand).
  const report = useUrlReport(live.url);
  const inspectorFailed = useUrlCheckFailed(live.url);
  const delay = typeof options.openDelayMs === 'number' && options.openDelayMs >= 0 ? options.openDelayMs : DEFAULT_OPEN_DELAY_MS;
  const stillWaiting = options.stillWaiting === true;
  const facts: UrlConsentFacts = {
    ...live,
    report,
    completed: options.completed === true,
    armedAtOnce: delay <= 0,
    stillWaiting,
    checking: options.checking === true,
  };

  const [machine, setMachine] = useState(() => initialUrlConsent({ opened: options.opened === true }));
  // The latest machine and facts, for handlers: a double click's second event lands before
  // React re-renders, and must meet the machine the first one left.
  const latest = useRef({ machine, facts });
  latest.current = { machine, facts };
  const offered = readyHref(machine, facts);
  if (machine.subject !== offered) {
    // React's "adjust state on prop change": another link (even one shown before) starts unarmed and unticked.
    const next = reduceUrlConsent(machine, { type: 'show', href: offered }, facts);
    latest.current = { machine: next, facts };
    setMachine(next);
  }
  const dispatch = useCallback((event: UrlConsentEvent): boolean => {
    const { machine: before, facts: now } = latest.current;
    const next = reduceUrlConsent(before, event, now);
    if (next === before) return false;
    latest.current = { machine: next, facts: now };
    setMachine(next);
    return true;
  }, []);

  useEffect(() => {
    if (offered === undefined || delay <= 0) return;
    const timer = setTimeout(() => dispatch({ type: 'arm', href: offered }), delay);
    return () => clearTimeout(timer);
  }, [offered, delay, dispatch]);

  const snapshot = deriveUrlConsent(machine, facts);
  const { state, domain, report: shownReport } = snapshot;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const trusted = options.trustedDomains;
  const firstTime = useMemo(() => isFirstTime(trusted, shownReport, domain), [trusted, shownReport, domain]);

  const [response, setResponse] = useState<ElicitResult | undefined>(undefined);
  const respond = useCallback((result: ElicitResult) => {
    setResponse(result);
    const { domain: answeredDomain } = deriveUrlConsent(latest.current.machine, latest.current.facts);
    optionsRef.current.onRespond(result, answeredDomain === undefined ? {} : { domain: answeredDomain });
  }, []);
  const actions = useMemo(() => consentActions(latest, optionsRef, dispatch, respond), [dispatch, respond]);

  const acknowledged = isAcknowledged(machine, facts);
  const getters = consentPropGetters({ ...snapshot, acknowledged, popupBlocked: machine.popupBlocked, firstTime, acknowledgeId: useId() }, actions);
  return {
    ...snapshot,
    ...actions,
    ...getters,
    checkFailed: state === 'checking' && inspectorFailed,
    acknowledged,
    firstTime,
    popupBlocked: machine.popupBlocked,
    response,
    stillWaiting,
  };
}
