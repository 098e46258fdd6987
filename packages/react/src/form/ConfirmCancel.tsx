import { useId, useLayoutEffect, useRef } from 'react';
import type { Part } from '../shared/part.js';
import type { FormMessages } from './messages.js';

/**
 * Escape's question when the person has typed something: keep editing (focused, so a second
 * Escape or Enter keeps the work) or discard it and cancel. Focus goes back where it was when
 * the question is taken back.
 */
export function ConfirmCancel({ messages, part, onKeep, onDiscard }: { messages: FormMessages; part: Part; onKeep: () => void; onDiscard: () => void }) {
  const labelId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  // A layout effect: its cleanup runs before the question leaves the DOM, so focus moves on
  // while it is still inside (a modal's focus trap would otherwise take it to the dialog).
  useLayoutEffect(() => {
    const before = keep.current?.ownerDocument.activeElement;
    keep.current?.focus();
    const inside = group.current;
    return () => {
      // Taken back: the person carries on where they were, unless they had moved on themselves.
      const now = inside?.ownerDocument.activeElement;
      if (before instanceof HTMLElement && before.isConnected && now && inside?.contains(now)) before.focus();
    };
  }, []);
  return (
    <div ref={group} className={part('confirm-cancel')} data-ek-part="confirm-cancel" role="group" aria-labelledby={labelId}>
      <p id={labelId} className={part('confirm-cancel-text')}>
        {messages.confirmCancel}
      </p>
      <div className={part('actions')}>
        <button ref={keep} type="button" className={part('button')} data-action="keep-editing" onClick={onKeep}>
          {messages.keepEditing}
        </button>
        <button type="button" className={part('button')} data-action="discard" onClick={onDiscard}>
          {messages.discardAndCancel}
        </button>
      </div>
    </div>
  );
}
