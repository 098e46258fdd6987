import type { ElicitationQueueSnapshot, ElicitResult, ServerIdentity } from '@elicit-kit/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { keepOpenOnOutsideInteraction } from '../shared/dialog.js';
import type { HostShared } from './hostContext.js';
import { Isolated } from '../shared/Isolated.js';
import type { HostItem } from './HostItem.js';
import type { HostItem as HostItemValue } from './hostItems.js';
import type { LiveRegion } from './LiveRegion.js';

/**
 * What the dialog uses that the page's first download also holds (the item, the live region,
 * core's `cancel`, …), passed in by ElicitationHost rather than imported: this module is a lazy
 * chunk, and a bundler that splits per file (esbuild) puts every module both reach in a shared
 * chunk of its own, which a page that only shows a form would then load as an extra request,
 * even though it never opens the dialog.
 */
export interface DialogHostParts {
  /** The item component (it reaches the form and the URL consent). */
  Item: typeof HostItem;
  LiveRegion: typeof LiveRegion;
  /** `serverLabel` of hostItems.ts. */
  serverLabel: (server: ServerIdentity) => string;
  /** `isComposing` of shared/imeEscape.ts: an Escape that ends an IME composition is not ours. */
  isComposing: (event: KeyboardEvent) => boolean;
  /** Core's `cancel()`. */
  cancel: () => ElicitResult;
}

/** The item the dialog shows: the one it showed while it lasts (also as its notice), else the oldest open one. */
function useCurrentItem(items: readonly HostItemValue[]): HostItemValue | undefined {
  const [shownId, setShownId] = useState<string | undefined>(undefined);
  const current = items.find((i) => i.entry.id === shownId) ?? items.find((i) => i.kind !== 'withdrawn');
  // A request withdrawn before it was ever shown gets no notice here: it would only block the next one.
  if (current?.entry.id !== shownId) setShownId(current?.entry.id);
  return current;
}

/** What had focus when the dialog opened, to give it back when the queue is empty. */
function useReturnFocus(open: boolean): Element | null {
  const [state, setState] = useState<{ open: boolean; returnTo: Element | null }>({ open: false, returnTo: null });
  if (state.open !== open) {
    // Read during the render that opens the dialog, before Radix moves focus into it.
    setState({ open, returnTo: open && typeof document !== 'undefined' ? document.activeElement : state.returnTo });
  }
  return state.returnTo;
}

/** The page's look where the host sits, for a dialog portalled away from it. */
interface InheritedLook {
  theme: string | undefined;
  dir: 'ltr' | 'rtl' | undefined;
}

/**
 * The theme (`data-theme` of the nearest ancestor, else `dark` when the host's root is dark by
 * any of the rules in theme/tokens.css: a `.dark` class, the host's `color-scheme`) and direction
 * where the host sits, read when the dialog opens. Portalled to `<body>`, the dialog would
 * otherwise be light and left-to-right inside a dark right-to-left app. Read before paint, so it
 * never flashes.
 */
function useInheritedLook(rootRef: RefObject<HTMLElement | null>, open: boolean, portalled: boolean): InheritedLook {
  const [look, setLook] = useState<InheritedLook>({ theme: undefined, dir: undefined });
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!open || !portalled || !root) return;
    const style = getComputedStyle(root);
    const theme = root.closest('[data-theme]')?.getAttribute('data-theme') ?? (style.colorScheme === 'dark' ? 'dark' : undefined);
    const dir = style.direction === 'rtl' ? 'rtl' : 'ltr';
    setLook((last) => (last.theme === theme && last.dir === dir ? last : { theme, dir }));
  }, [rootRef, open, portalled]);
  return look;
}

/**
 * Escape on the request shown: a form decides what it means (with typed work it asks first);
 * anything else pending cancels; after opening a link (waiting, or checking with the server) it
 * stops the request instead of retrying it; on a notice it dismisses.
 */
function answerEscape(current: HostItemValue, host: HostShared, cancel: () => ElicitResult): void {
  const { queue } = host;
  if (current.kind === 'pending') {
    const own = host.escapes.get(current.entry.id);
    if (own) own();
    else queue.respond(current.entry.id, cancel());
    return;
  }
  const link = current.kind === 'opened' || current.kind === 'checking';
  if (link) host.onAbandon?.(current.entry);
  queue.dismissClosed(current.entry.id, link ? 'abandoned' : undefined);
}

/** The dialog's description: the round's progress ("2 of 3", when the round has more than one) and how many more wait. */
function DialogProgress({
  id,
  progress,
  waiting,
  host,
}: {
  id: string;
  progress: ElicitationQueueSnapshot['groups'][number] | undefined;
  waiting: number;
  host: HostShared;
}) {
  const { part, messages } = host;
  return (
    <p id={id} className={part('host-dialog-progress')} data-ek-part="host-dialog-progress">
      {progress ? (
        <span data-ek-part="host-position">
          {messages.position(Math.min(progress.settled + 1, progress.total), progress.total)}. {messages.groupHint}
        </span>
      ) : null}
      {progress && waiting > 0 ? ' ' : null}
      {waiting > 0 ? messages.dialogMore(waiting) : null}
    </p>
  );
}

/**
 * The dialog layout: one modal `@radix-ui/react-dialog` at a time, showing the oldest request
 * with its round's progress ("2 of 3"); when it is answered the next takes its place, and when
 * the queue is empty the dialog closes and focus returns to where it was. Focus starts on the
 * dialog itself, never on a button. Escape is Cancel for the request shown (a form with typed
 * work asks first: see `useElicitationForm`'s `escape`; after opening a
 * link: stop; on a notice: dismiss); a click outside does nothing, so a stray click never
 * throws away what was typed.
 */
export function DialogHost({
  snapshot,
  items,
  host,
  container,
  liveText,
  rootRef,
  parts,
}: {
  snapshot: ElicitationQueueSnapshot;
  items: readonly HostItemValue[];
  host: HostShared;
  container: HTMLElement | null | undefined;
  liveText: string | undefined;
  /** The host's root in the page, whose theme and direction the dialog takes when portalled to `<body>`. */
  rootRef: RefObject<HTMLElement | null>;
  /** What it shares with the page's first download (see {@link DialogHostParts}). */
  parts: DialogHostParts;
}) {
  const { part, messages } = host;
  const { Item, LiveRegion, serverLabel } = parts;
  const current = useCurrentItem(items);
  const open = current !== undefined;
  const returnTo = useReturnFocus(open);
  // A `container` is the host's own choice of place (and look); only `<body>` needs the page's.
  const look = useInheritedLook(rootRef, open, container === undefined || container === null);
  const contentRef = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  const currentId = current?.entry.id;

  useEffect(() => {
    // The answered request's card left with the focus: start the next one on the dialog again.
    const content = contentRef.current;
    if (currentId !== undefined && content && !content.contains(document.activeElement)) content.focus();
  }, [currentId]);

  const entry = current?.entry;
  const progress = entry?.group !== undefined && current?.kind === 'pending' ? snapshot.groups.find((g) => g.group === entry.group) : undefined;
  const grouped = progress !== undefined && progress.total > 1;
  const waiting = snapshot.pending.filter((e) => e.id !== currentId).length;

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={part('host-dialog-overlay')} data-ek-part="host-dialog-overlay" />
        {entry ? (
          <Dialog.Content
            ref={contentRef}
            className={part('root', part('host-dialog'))}
            data-ek-part="host-dialog"
            data-item={current.kind}
            data-theme={look.theme}
            dir={look.dir}
            aria-describedby={descriptionId}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              contentRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // What had focus may be gone by now (a re-rendered chat): then the host's "nothing
              // else is waiting" line, never <body>.
              if (returnTo instanceof HTMLElement && returnTo.isConnected && returnTo !== document.body) returnTo.focus();
              else host.focusDone();
            }}
            onEscapeKeyDown={(event) => {
              // The dialog's openness follows the queue, so Radix never closes it on its own.
              event.preventDefault();
              if (current && !parts.isComposing(event)) answerEscape(current, host, parts.cancel);
            }}
            onInteractOutside={keepOpenOnOutsideInteraction}
          >
            <Dialog.Title className={part('host-dialog-title')}>
              <Isolated text={messages.dialogTitle(serverLabel(entry.server))} />
            </Dialog.Title>
            <DialogProgress id={descriptionId} progress={grouped ? progress : undefined} waiting={waiting} host={host} />
            {/* Outside the modal everything is aria-hidden, the host's own region included: speak from inside. */}
            {liveText !== undefined ? <LiveRegion text={liveText} unstyled={host.unstyled} /> : null}
            <Item key={entry.id} kind={current.kind} entry={entry} record={current.record} stillWaiting={current.stillWaiting} host={host} />
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
