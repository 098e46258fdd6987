import { useId, useState } from 'react';
import { usePart } from './part.js';

/** Props of {@link ServerText}. */
export interface ServerTextProps {
  /** Text the server wrote. Rendered as inert plain text, whatever it contains. */
  text: string;
  /** Characters shown before the rest is folded behind a toggle (when more than 40 more follow). Default 600. */
  clipAt?: number;
  /** Label of the "show more" toggle, given the number of hidden characters. */
  showMore: (hiddenCharacters: number) => string;
  /** Label of the "show less" toggle. */
  showLess: string;
  /** Id of the text's paragraph (for `aria-describedby`); a generated one otherwise. */
  id?: string;
  /** Render without the kit's class names (overrides the provider's `unstyled`). */
  unstyled?: boolean | undefined;
}

/**
 * Server-authored text: plain text only — no markdown, no links, no HTML — isolated
 * for bidi (`dir="auto"` + `unicode-bidi: isolate`) so right-to-left overrides inside it
 * cannot reorder the kit's own words around it, and clipped with a toggle when long so a
 * 10,000-character message cannot push the actions off screen.
 */
export function ServerText({ text, clipAt = 600, showMore, showLess, id, unstyled }: ServerTextProps) {
  const part = usePart(unstyled);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const value = typeof text === 'string' ? text : '';
  // Clip on a code point boundary so a surrogate pair is never split.
  const chars = Array.from(value);
  // Fold only when enough is hidden: a toggle that reveals a few characters is noise.
  const foldable = chars.length > clipAt + 40;
  const clipped = foldable && !open;
  const shown = clipped ? chars.slice(0, clipAt).join('') + '…' : value;
  const bodyClass = part('server-text-body');
  // Nothing to fold (the usual case): the paragraph alone carries the part, one element fewer per message.
  if (!foldable) {
    return (
      <p className={part('server-text', bodyClass)} id={id ?? bodyId} dir="auto" data-ek-part="server-text" data-state="full">
        {shown}
      </p>
    );
  }
  return (
    <div className={part('server-text')} data-ek-part="server-text" data-state={clipped ? 'clipped' : 'full'}>
      <p className={bodyClass} id={id ?? bodyId} dir="auto">
        {shown}
      </p>
      <button type="button" className={part('link-button')} aria-expanded={open} aria-controls={id ?? bodyId} onClick={() => setOpen((v) => !v)}>
        {open ? showLess : showMore(chars.length - clipAt)}
      </button>
    </div>
  );
}
