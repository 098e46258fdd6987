import type { ElicitResult } from '@elicit-kit/core';
import { cancel, decline } from '@elicit-kit/core/respond';
import type { CommonMessages } from '../messages/common.js';
import { usePart } from './part.js';

/** Props of {@link CrashFallback}. */
export interface CrashFallbackProps {
  /** The notice and the two button labels (any component's resolved messages fit). */
  messages: Pick<CommonMessages, 'crashed' | 'crashedHint' | 'decline' | 'cancel'>;
  /** Called with `decline` or `cancel`; make it once-only if something else may answer too. */
  onRespond: (result: ElicitResult) => void;
  /** Render without the kit's class names (overrides the provider's `unstyled`). */
  unstyled?: boolean | undefined;
}

/**
 * What an {@link ElicitationBoundary} shows when the UI below it crashed: a plain notice and
 * the two answers that need no content, so the server is never left waiting.
 */
export function CrashFallback({ messages, onRespond, unstyled }: CrashFallbackProps) {
  const part = usePart(unstyled);
  return (
    <div className={part('alert')} role="alert" data-ek-part="crash">
      <p>
        <strong>{messages.crashed}</strong>
      </p>
      <p>{messages.crashedHint}</p>
      <div className={part('actions')}>
        <button type="button" className={part('button')} onClick={() => onRespond(decline())}>
          {messages.decline}
        </button>
        <button type="button" className={part('button')} onClick={() => onRespond(cancel())}>
          {messages.cancel}
        </button>
      </div>
    </div>
  );
}
