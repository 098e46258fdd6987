import type { ElicitResult, PendingElicitation } from '@elicit-kit/core';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { FormDraft } from '../form/values.js';
import { useMessages } from '../messages/ElicitKitProvider.js';
import { commonMessagesEn } from '../messages/common.js';
import { CrashFallback } from '../shared/CrashFallback.js';
import { ElicitationBoundary } from '../shared/ElicitationBoundary.js';
import { EscapeRouting } from '../shared/escapeRouting.js';
import type { HostShared } from './hostContext.js';
import { prepareUrlCheck } from '../url-consent/urlInspector.js';
import { formPart, urlPart } from './lazyParts.js';
import { PendingCard } from './PendingCard.js';

/** Tells the card the form or consent is in the document (an effect of the loaded part's boundary). */
function Shown({ onShown }: { onShown: (() => void) | undefined }) {
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return null;
}

/**
 * One entry's form or URL consent, wired to the queue: the answer goes to `queue.respond`,
 * what the person types to `queue.setDraft` (read back at mount, so it survives re-mounts),
 * and its own boundary keeps a request that crashes the UI from touching its neighbours. The
 * form's and the consent's code load on demand (lazyParts.tsx, split by request kind, preloaded
 * by the host when the browser is idle); meanwhile the card shows its frame with Decline and
 * Cancel (PendingCard.tsx), and `onShown` runs once the real one is in the document.
 */
export function EntryCard({
  entry,
  host,
  opened,
  checking,
  stillWaiting,
  onShown,
}: {
  entry: PendingElicitation;
  host: HostShared;
  opened: boolean;
  checking: boolean;
  stillWaiting: boolean;
  onShown?: (() => void) | undefined;
}) {
  const { queue, unstyled } = host;
  const id = entry.id;
  // Read once: the form takes its draft at mount and reports changes without re-rendering.
  const [draft] = useState(() => queue.getDraft(id));
  // Whether this card's answer is the one the queue took; a refused one (the entry was already
  // answered, e.g. in another host of the same queue) changes nothing.
  const [answeredHere, setAnsweredHere] = useState(false);
  const respond = useCallback(
    (result: ElicitResult) => {
      if (queue.respond(id, result)) setAnsweredHere(true);
    },
    [queue, id],
  );
  const onDraftChange = useCallback((values: FormDraft) => void queue.setDraft(id, values), [queue, id]);
  const onFinished = useCallback(() => {
    host.onFinished?.(entry);
    // Tells a runtime waiting on this link to retry now; a runtime that reports the server's
    // answer (waitsForServer) keeps the card as "checking" until it arrives.
    queue.dismissClosed(id, 'finished');
  }, [host, queue, entry, id]);
  const onAbandon = useCallback(() => {
    host.onAbandon?.(entry);
    // Tells a runtime waiting on this link to stop the original request, not retry it.
    queue.dismissClosed(id, 'abandoned');
  }, [host, queue, entry, id]);
  const common = useMessages(commonMessagesEn);
  // The mode as `Elicitation` reads it (the entry's one reading): URL mode gets the consent, anything
  // else the form (which also explains params that are neither).
  const url = entry.request.mode === 'url';
  const link = entry.request.ok && entry.request.mode === 'url' ? entry.request.url : undefined;
  // The link's shard of the public-suffix list downloads beside the consent's code, not after it.
  useEffect(() => {
    if (link !== undefined) prepareUrlCheck(link).catch(() => undefined);
  }, [link]);
  const registerEscape = useCallback(
    (handler: (() => void) | undefined) => {
      if (handler === undefined) host.escapes.delete(id);
      else host.escapes.set(id, handler);
    },
    [host.escapes, id],
  );
  return (
    <EscapeRouting.Provider value={registerEscape}>
      <ElicitationBoundary
        onError={(error) => host.onError?.(error, entry)}
        fallback={() => <CrashFallback messages={common} onRespond={respond} unstyled={unstyled} />}
      >
        <Suspense
          fallback={
            <PendingCard kind={url ? 'url' : 'form'} params={entry.params} server={entry.server} messages={common} onRespond={respond} unstyled={unstyled} />
          }
        >
          {url ? (
            <urlPart.Part
              // Opened elsewhere (another host of this queue sent the accept): start again as opened, so
              // this copy offers no second Open. Opened here, the same consent stays with its state.
              key={opened && !answeredHere ? 'opened' : 'shown'}
              headingLevel={host.headingLevel}
              {...host.urlProps}
              params={entry.params}
              server={entry.server}
              onRespond={(result) => respond(result)}
              unstyled={unstyled}
              onFinished={onFinished}
              onAbandon={onAbandon}
              // Read at mount: a consent re-mounted after its accept starts opened, with no Open to click again.
              opened={opened}
              checking={checking}
              stillWaiting={stillWaiting}
            />
          ) : (
            <formPart.Part
              {...host.formProps}
              unstyled={unstyled}
              draft={draft}
              onDraftChange={onDraftChange}
              params={entry.params}
              server={entry.server}
              onRespond={respond}
            />
          )}
          <Shown onShown={onShown} />
        </Suspense>
      </ElicitationBoundary>
    </EscapeRouting.Provider>
  );
}
