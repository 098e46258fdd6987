import type { ElicitationQueue, ElicitationQueueSnapshot, PendingElicitation } from '@elicit-kit/core';
import { cancel } from '@elicit-kit/core/respond';
import { lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ElicitationProps } from '../elicitation/Elicitation.js';
import { useMessages } from '../messages/ElicitKitProvider.js';
import { isComposing } from '../shared/imeEscape.js';
import { LazyDialog } from '../shared/LazyDialog.js';
import { usePart } from '../shared/part.js';
import type { DialogHostParts } from './DialogHost.js';
import type { HostShared } from './hostContext.js';
import { hostItems, knownIds, openedLinks, serverLabel, type HostItem } from './hostItems.js';
import { HostDone } from './HostDone.js';
import { HostItem as Item } from './HostItem.js';
import { InlineHost } from './InlineHost.js';
import { usePreloadParts } from './lazyParts.js';
import { AnnounceProvider, LiveRegion, useAnnouncer } from './LiveRegion.js';
import { hostMessagesEn, type HostMessages } from './messages.js';
import { useArrivals } from './useArrivals.js';
import { useElicitationQueue } from './useElicitationQueue.js';
import type { UrlConsentHeadingLevel } from '../url-consent/parts/context.js';

// The dialog layout (Radix Dialog, ~14 kB gzip) loads the first time it is used: an inline chat
// never downloads it.
const DialogHost = lazy(() => import('./DialogHost.js').then((m) => ({ default: m.DialogHost })));
const DIALOG_PARTS: DialogHostParts = { Item, LiveRegion, serverLabel, isComposing, cancel };

/** Props of {@link ElicitationHost}. */
export interface ElicitationHostProps {
  /** Core's queue (`createElicitationQueue()`), filled by `useElicitationHandler` or `@elicit-kit/mcp`. */
  queue: ElicitationQueue;
  /**
   * `inline` (default): cards in the chat stream, rounds grouped. `dialog`: one modal at a
   * time, oldest first — choose it when the host wants the person's attention now.
   */
  layout?: 'inline' | 'dialog';
  /**
   * Extra props for every form (the host supplies `draft` and `onDraftChange` itself). Keep this
   * and the other object and function props stable (module constants, `useMemo`, `useCallback`):
   * a new one re-renders every card.
   */
  formProps?: Omit<NonNullable<ElicitationProps['formProps']>, 'draft' | 'onDraftChange' | 'unstyled'>;
  /** Extra props for every URL consent, e.g. `trustedDomains` or `onOpen`. */
  urlProps?: Omit<NonNullable<ElicitationProps['urlProps']>, 'onFinished' | 'onAbandon' | 'completed' | 'opened' | 'checking' | 'stillWaiting' | 'unstyled'>;
  /**
   * Heading level of a URL consent's title: one below the heading the host sits under. Default
   * 4 inline (a card under a chat turn's `h3`), 3 in the dialog layout (under the dialog's `h2` title).
   * `urlProps.headingLevel` wins when given.
   */
  headingLevel?: UrlConsentHeadingLevel;
  /** Any subset of the host's strings; the rest come from the provider, then {@link hostMessagesEn}. */
  messages?: Partial<HostMessages>;
  /** Extra class on the root. */
  className?: string;
  /** Render without the kit's class names (style by `data-*`); also passed to every card. */
  unstyled?: boolean;
  /** Announce new requests (and a near deadline) in a polite live region, without moving focus. Default `true`. */
  announce?: boolean;
  /** Inline only: move focus into a request that arrives after the host rendered (its first field, else the card). Default `false`. */
  focusNewRequests?: boolean;
  /** After agreeing to open a link, the person chose Cancel: stop the original request instead of retrying. */
  onAbandon?: (entry: PendingElicitation) => void;
  /** After opening a link, the person clicked "I've finished — continue": a good moment to retry. */
  onFinished?: (entry: PendingElicitation) => void;
  /** Told when one request's UI crashed (it shows a fallback with Decline and Cancel; the others carry on). */
  onError?: (error: unknown, entry: PendingElicitation) => void;
  /** What to show when nothing is waiting (inline). Default: nothing. */
  renderEmpty?: () => ReactNode;
  /**
   * Dialog only: where the dialog is portalled (default `document.body`, where it takes the
   * `data-theme` and direction of the page around the host).
   */
  container?: HTMLElement | null;
}

/**
 * Shows everything in core's elicitation queue: each pending request with its form or URL
 * consent (one error boundary each), rounds of several requests grouped ("2 of 3"), a
 * countdown when a request has a deadline, a notice when a request is withdrawn ("nothing was
 * sent"), and an opened link's "I've finished — continue" until the person (or the
 * runtime) is done with it. What the person types is kept in the queue, so it survives
 * re-renders and re-mounts. New requests are announced politely. When the last request leaves
 * while it had focus, focus goes to a named status line, "Nothing else is waiting for your answer."
 *
 * The forms' and URL consents' code loads on demand, split by kind: the host starts loading both
 * when the browser is idle after it mounted (at once when the queue already holds a request). A
 * request that comes before its kind's code shows its card's frame meanwhile (who asks, the
 * message, Decline and Cancel; `data-ek-part="pending"`). Server rendering: streaming
 * (`renderToPipeableStream`, `prerender`) waits for the code; `renderToString` sends the frame
 * until the code has loaded on the server (see the package README).
 *
 * State attributes: the root has `data-layout` and `data-state` (`empty` | `active`); each
 * item has `data-state` (`pending` | `opened` | `checking` | `withdrawn`); notices have `data-reason`; the
 * deadline has `data-state` (`running` | `soon` | `expired`).
 *
 * Example:
 *
 * ```tsx
 * const queue = useMemo(() => createElicitationQueue(), []);
 * <ElicitationHost queue={queue} layout="inline" />
 * ```
 */
export function ElicitationHost({
  queue,
  layout = 'inline',
  formProps,
  urlProps,
  messages: overrides,
  headingLevel: headingOption,
  className,
  unstyled,
  announce: announcing = true,
  focusNewRequests = false,
  onAbandon,
  onFinished,
  onError,
  renderEmpty,
  container,
}: ElicitationHostProps) {
  const snapshot = useElicitationQueue(queue);
  const messages = useMessages(hostMessagesEn, overrides);
  const part = usePart(unstyled);
  const [liveText, announce] = useAnnouncer();
  const isNew = useArrivals(snapshot.pending, messages, announcing ? announce : undefined);
  const items = useKnownItems(snapshot);
  const [escapes] = useState(() => new Map<string, () => void>());
  const headingLevel = headingOption ?? (layout === 'dialog' ? 3 : 4);
  const empty = items.length === 0;
  usePreloadParts(!empty);
  // The "nothing else is waiting" line: shown (and focused) when focus had to leave the last item; gone once a request comes.
  const [done, setDone] = useState(false);
  if (done && !empty) setDone(false);
  const focusDone = useCallback(() => setDone(true), []);
  const host = useMemo<HostShared>(
    () => ({ queue, messages, part, unstyled, formProps, urlProps, headingLevel, onAbandon, onFinished, onError, escapes, focusDone }),
    [queue, messages, part, unstyled, formProps, urlProps, headingLevel, onAbandon, onFinished, onError, escapes, focusDone],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  return (
    <AnnounceProvider value={announcing ? announce : noAnnounce}>
      <div
        ref={rootRef}
        className={part('root', part('host', className))}
        data-ek-part="host"
        data-layout={layout}
        data-state={empty ? 'empty' : 'active'}
        data-done={empty && done ? '' : undefined}
      >
        {announcing ? <LiveRegion text={liveText} unstyled={unstyled} /> : null}
        {layout === 'dialog' ? (
          <LazyDialog>
            <DialogHost
              snapshot={snapshot}
              items={items}
              host={host}
              container={container}
              liveText={announcing ? liveText : undefined}
              rootRef={rootRef}
              parts={DIALOG_PARTS}
            />
          </LazyDialog>
        ) : (
          <InlineHost snapshot={snapshot} items={items} host={host} isNew={isNew} focusNewRequests={focusNewRequests} />
        )}
        {empty && done ? <HostDone host={host} /> : null}
        {empty && renderEmpty ? renderEmpty() : null}
      </div>
    </AnnounceProvider>
  );
}

function noAnnounce() {}

/** The items to show, with the ids this host may have shown carried from snapshot to snapshot. */
function useKnownItems(snapshot: ElicitationQueueSnapshot): HostItem[] {
  const known = useRef<{ snapshot: ElicitationQueueSnapshot; ids: Set<string>; opened: Set<string> }>(undefined);
  return useMemo(() => {
    // Chained per snapshot (a re-render of the same snapshot keeps the same sets).
    const same = known.current?.snapshot === snapshot;
    const ids = same && known.current ? known.current.ids : knownIds(known.current?.ids, snapshot);
    const opened = same && known.current ? known.current.opened : openedLinks(known.current?.opened, snapshot);
    known.current = { snapshot, ids, opened };
    return hostItems(snapshot, ids, opened);
  }, [snapshot]);
}
