import type { UrlReport } from '@elicit-kit/core/url';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { importFullUrlChecker, importUrlChecker } from './importUrlChecker.js';

/** Core's `inspectUrl`, once loaded. */
export type UrlInspector = (url: string) => UrlReport;

/** Core's URL check without the public-suffix list (`@elicit-kit/core/url/on-demand`). */
type UrlCheck = Awaited<ReturnType<typeof importUrlChecker>>;

let check: UrlCheck | undefined;
let loadingCheck: Promise<UrlCheck> | undefined;
// `loadUrlInspector`'s inspector with the whole list: once there, it answers for every link.
let inspector: UrlInspector | undefined;
let loadingInspector: Promise<UrlInspector> | undefined;
// The last load of the check's code failed, or of the shard of these links (a chunk that did not
// download): the UI says so and offers a retry instead of "checking" forever.
let failed = false;
const failedLinks = new Set<string>();
// Bumped whenever a load settles, so reports are read again.
let version = 0;
const listeners = new Set<() => void>();
const notify = (): void => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/** A load starts (of the code, or of `link`'s shard): a failure shown before is over. */
function starting(link?: string): void {
  if (link === undefined ? !failed : !failedLinks.delete(link)) return;
  if (link === undefined) failed = false;
  notify();
}

/** A load failed: say so, and let the next call (a retry, a consent that mounts) try again. */
function failing(error: unknown, link?: string): never {
  if (link === undefined) failed = true;
  else failedLinks.add(link);
  notify();
  throw error;
}

/**
 * Loads the URL check's code (~4 kB gzip) without the public-suffix list, whose shards each
 * link loads on demand (`prepareUrlCheck`). The host preloads this while the browser is idle.
 */
export function loadUrlCheck(): Promise<UrlCheck> {
  if (loadingCheck) return loadingCheck;
  starting();
  loadingCheck = importUrlChecker().then(
    (m) => {
      check = m;
      notify();
      return m;
    },
    (error: unknown) => {
      loadingCheck = undefined;
      return failing(error);
    },
  );
  return loadingCheck;
}

/**
 * Loads what checking `url` takes: the check's code, then the shard of the public-suffix list
 * its host needs (~1–7 kB gzip). Rejects when either fails to download; calling it again retries.
 */
export async function prepareUrlCheck(url: string): Promise<void> {
  const loaded = await loadUrlCheck();
  if (inspector || loaded.inspectPreparedUrl(url)) return;
  starting(url);
  await loaded.prepareUrlInspection(url).catch((error: unknown) => failing(error, url));
  notify();
}

/**
 * Loads core's `inspectUrl` with the whole public-suffix list (~33 kB gzip): for a page that
 * wants every link checked at once, and for tests. The consent does not need it: it loads the
 * check and then only the shard of the list its link needs.
 */
export function loadUrlInspector(): Promise<UrlInspector> {
  if (loadingInspector) return loadingInspector;
  starting();
  loadingInspector = importFullUrlChecker().then(
    (m) => {
      inspector = m.inspectUrl;
      notify();
      return m.inspectUrl;
    },
    (error: unknown) => {
      loadingInspector = undefined;
      return failing(error);
    },
  );
  return loadingInspector;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Core's report for `url` once the check and the link's shard are there (starting their load if
 * needed), else `undefined` ("checking"). The server render and hydration always see `undefined`,
 * whether or not the server had loaded them, so the client's first render matches the server's HTML.
 */
export function useUrlReport(url: string | undefined): UrlReport | undefined {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => version,
    () => -1,
  );
  // The whole list's inspector answers for every link; the check without it, for prepared links
  // only (`undefined` otherwise: never a report made without the link's rules).
  const inspect = hydrated < 0 ? undefined : (inspector ?? check?.inspectPreparedUrl);
  // Inspected when a load settles (`hydrated` is the loads' version) or the link changes, not on
  // every render of the consent.
  const current = useMemo(() => (hydrated >= 0 && url !== undefined ? inspect?.(url) : undefined), [url, inspect, hydrated]);
  const ready = current !== undefined;
  // One report per link and inspector, so a load for another link does not make a new one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` is read only when `ready` turns true
  const report = useMemo(() => current, [url, ready, inspect]);
  useEffect(() => {
    if (url !== undefined && !ready) prepareUrlCheck(url).catch(() => undefined);
  }, [url, ready]);
  return report;
}

/** Whether the last load of what checking `url` takes (the code, or its shard) failed (never on the server, so hydration matches). */
export function useUrlCheckFailed(url: string | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failed || (url !== undefined && failedLinks.has(url)),
    () => false,
  );
}
