import type { UrlReport } from '@elicit-kit/core/url';
import { useEffect, useSyncExternalStore } from 'react';
import { importUrlChecker } from './importUrlChecker.js';

/** Core's `inspectUrl`, once loaded. */
export type UrlInspector = (url: string) => UrlReport;

let inspector: UrlInspector | undefined;
let loading: Promise<UrlInspector> | undefined;
// The last load failed (a chunk that did not download): the UI says so and offers a retry
// instead of "checking" forever.
let failed = false;
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

/**
 * Loads core's URL inspector on demand: `@elicit-kit/core/url` carries the public-suffix
 * data (~28 kB gzip), so a chat that only shows forms never downloads it.
 */
export function loadUrlInspector(): Promise<UrlInspector> {
  if (loading) return loading;
  if (failed) {
    failed = false;
    notify();
  }
  loading = importUrlChecker().then(
    (m) => {
      inspector = m.inspectUrl;
      notify();
      return m.inspectUrl;
    },
    (error: unknown) => {
      loading = undefined; // the next call (a retry, or a consent that mounts) tries again
      failed = true;
      notify();
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The inspector once loaded (starting the load if needed), else `undefined`. The server
 * render and hydration always see `undefined` ("checking"), whether or not the server had
 * loaded it, so the client's first render matches the server's HTML.
 */
export function useUrlInspector(): UrlInspector | undefined {
  const loaded = useSyncExternalStore(
    subscribe,
    () => inspector,
    () => undefined,
  );
  useEffect(() => {
    if (!loaded) loadUrlInspector().catch(() => undefined);
  }, [loaded]);
  return loaded;
}

/** Whether the last load of the inspector failed (never on the server, so hydration matches). */
export function useUrlInspectorFailed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failed,
    () => false,
  );
}
