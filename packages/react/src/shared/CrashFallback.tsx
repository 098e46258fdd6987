import { cancel, decline, type ElicitResult } from '@elicit-kit/core';
import type { CommonMessages } from '../messages/common.js';
import { usePart } from './part.js';

/** Props of {@link CrashFallback}. */
export interface CrashFallbackProps {
  messages: Pick<CommonMessages, 'crashed' | 'crashedHint' | 'decline' | 'cancel'>;
  onRespond: (result: ElicitResult) => void;
  unstyled?: boolean;
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
