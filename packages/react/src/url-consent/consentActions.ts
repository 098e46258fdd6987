// The URL consent's actions: each one feeds the machine an event and runs its effect (open the
// tab, answer, tell the host) only when the machine accepted it, so a double click's second
// event, landing before React re-renders, meets the machine the first one left.
import type { ElicitResult } from '@elicit-kit/core';
import { accept, cancel, decline } from '@elicit-kit/core/respond';
import { deriveUrlConsent, readyHref, type UrlConsentEvent, type UrlConsentFacts, type UrlConsentMachine } from './machine/urlConsentMachine.js';
import type { consentPropGetters } from './consentPropGetters.js';
import { prepareUrlCheck } from './urlInspector.js';
import type { UrlOpener, UseUrlConsentOptions } from './useUrlConsent.js';

/** The machine and facts as the last event left them. */
export interface ConsentLatest {
  machine: UrlConsentMachine;
  facts: UrlConsentFacts;
}

/** What {@link consentActions} returns: the actions the consent's prop getters run. */
export type ConsentActions = Parameters<typeof consentPropGetters>[1];

function defaultOpener(href: string): unknown {
  // `noopener` makes window.open return null whether or not the tab opened: report "cannot tell".
  window.open(href, '_blank', 'noopener,noreferrer');
  return undefined;
}

/** Runs the opener; `true` when it reported the new tab blocked (a throwing opener counts as blocked). */
function openTab(opener: UrlOpener | undefined, href: string): boolean {
  let outcome: unknown;
  try {
    outcome = (opener ?? defaultOpener)(href);
  } catch {
    outcome = false;
  }
  return outcome === null || outcome === false;
}

/**
 * The actions of one consent. `latest` and `options` are read when an action runs (the
 * latest render's); `dispatch` says whether the machine accepted the event.
 */
export function consentActions(
  latest: { readonly current: ConsentLatest },
  options: { readonly current: UseUrlConsentOptions },
  dispatch: (event: UrlConsentEvent) => boolean,
  respond: (result: ElicitResult) => void,
): ConsentActions {
  const derived = () => deriveUrlConsent(latest.current.machine, latest.current.facts);
  /** The href of the link the person answered for (what Open opened). */
  const openedHref = () => latest.current.machine.answered?.report?.href ?? derived().report?.href;
  const openAgain = () => {
    const href = openedHref();
    if (href !== undefined && openTab(options.current.onOpen, href)) dispatch({ type: 'popup-blocked' });
  };
  return {
    open() {
      if (!dispatch({ type: 'open' })) return;
      openAgain();
      respond(accept());
    },
    reopen() {
      const { state } = derived();
      if (state === 'opened' || state === 'confirming') openAgain();
    },
    decline() {
      if (dispatch({ type: 'decline' })) respond(decline());
    },
    cancel() {
      const wasOpened = latest.current.machine.phase === 'opened' || latest.current.machine.phase === 'finished';
      if (!dispatch({ type: 'cancel' })) return;
      if (wasOpened) options.current.onAbandon?.();
      else respond(cancel());
    },
    finish() {
      const answered = latest.current.machine.phase !== 'deciding';
      if (!dispatch({ type: 'finish' })) return;
      if (!answered) respond(accept());
      options.current.onFinished?.();
    },
    setAcknowledged: (value) => void dispatch({ type: 'acknowledge', href: readyHref(latest.current.machine, latest.current.facts), value }),
    retryCheck: () => {
      const { url } = latest.current.facts;
      if (url !== undefined) prepareUrlCheck(url).catch(() => undefined);
    },
  };
}
