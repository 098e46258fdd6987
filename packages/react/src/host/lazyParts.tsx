import { useEffect, type ComponentType } from 'react';
import type { ElicitationFormProps } from '../form/ElicitationForm.js';
import type { UrlConsentProps } from '../url-consent/UrlConsent.js';
import { loadUrlCheck } from '../url-consent/urlInspector.js';

/** A component whose code loads on demand, and the function that starts loading it. */
export interface LazyPart<P> {
  /** Renders the component; suspends (for the nearest `Suspense`) until its code is there. */
  Part: ComponentType<P>;
  /** Starts loading the code (once; later calls return the same promise, which never rejects). */
  preload: () => Promise<void>;
  /** Whether the code is there (the next render of `Part` does not suspend). */
  loaded: () => boolean;
}

/**
 * A component loaded on demand. Unlike `React.lazy`, once the code is there (preloaded while
 * the browser was idle) it renders at once, without suspending for the promise's callback: a
 * request that arrives after the preload never shows the pending frame. A failed load is thrown
 * to the card's error boundary (its fallback offers Decline and Cancel) and is not retried,
 * as `React.lazy` does.
 */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => void (failure = { error }),
    ));
  function Part(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failure) throw failure.error;
    // Suspense's original protocol (React 18 and 19, client and server): a thrown promise
    // suspends until it settles. A component that suspends on mount is never committed, so no
    // instance switches from a pending render to the loaded one (which would re-mount it).
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- see above
    throw preload();
  }
  return { Part, preload, loaded: () => Loaded !== undefined };
}

/** The form, for form requests (react-hook-form, the fields, the form's parts). */
export const formPart = lazyPart<ElicitationFormProps>(() => import('../form/ElicitationForm.js').then((m) => m.ElicitationForm));

/**
 * The inline URL consent, for URL requests. Its URL check's code starts with it rather than when
 * the consent mounts: the two download side by side, not one after the other. Not the public-suffix
 * list: each link loads only its own shard (the card starts it when the request arrives, EntryCard.tsx).
 * The part waits only for the consent, which shows "Checking the link…" (and a retry, should the
 * check or the shard fail to load) until both are there.
 */
export const urlPart = lazyPart<UrlConsentProps>(() => {
  loadUrlCheck().catch(() => undefined);
  return import('../url-consent/UrlConsent.js').then((m) => m.UrlConsent);
});

/** Starts loading both kinds; resolves once both are there (or failed: a card then shows its crash fallback). */
export function preloadParts(): Promise<void> {
  return Promise.all([formPart.preload(), urlPart.preload()]).then(() => undefined);
}

const preloadNow = () => void preloadParts();

/**
 * The host's preload: both kinds' code once the browser is idle after the host mounted (a chat
 * page's own start comes first; `setTimeout` where `requestIdleCallback` is missing, as in
 * Safari), and at once while the queue holds a request (the next one will need its kind).
 */
export function usePreloadParts(now: boolean): void {
  useEffect(() => {
    if (now) {
      preloadNow();
      return undefined;
    }
    if (typeof requestIdleCallback === 'function') {
      // Within 2 s even on a page that is never idle.
      const handle = requestIdleCallback(preloadNow, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preloadNow, 1);
    return () => clearTimeout(timer);
  }, [now]);
}
