import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};

/**
 * Renders a lazy dialog only in the browser, after hydration; on the server and while hydrating
 * it renders nothing. A dialog is a portal, which has nothing to render on the server anyway,
 * but a lazy component there suspends: `renderToString` then leaves an unfinished Suspense
 * boundary that hydration reports as an error (React 18 and 19 alike). A client-only render
 * (`createRoot`) shows the children at once.
 */
export function LazyDialog({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return inBrowser ? <Suspense fallback={null}>{children}</Suspense> : null;
}
