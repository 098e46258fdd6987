import type { UrlReport } from '@elicit-kit/core/url';
import { useEffect, useSyncExternalStore } from 'react';

/** Core's `inspectUrl`, once loaded. */
export type UrlInspector = (url: string) => UrlReport;

let inspector: UrlInspector | undefined;
let loading: Promise<UrlInspector> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads core's URL inspector on demand: `@elicit-kit/core/url` carries the public-suffix
 * data (~50 kB gzip), so a chat that only shows forms never downloads it.
 */
export function loadUrlInspector(): Promise<UrlInspector> {
  loading ??= import('@elicit-kit/core/url').then(
    (m) => {
      inspector = m.inspectUrl;
      listeners.forEach((listener) => listener());
      return m.inspectUrl;
    },
    (error: unknown) => {
      loading = undefined; // a failed chunk load is retried by the next consent that mounts
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
  const loaded = useSyncExternalStore(subscribe, () => inspector, () => undefined);
  useEffect(() => {
    if (!loaded) loadUrlInspector().catch(() => undefined);
  }, [loaded]);
  return loaded;
}
