import { createContext, useCallback, useContext, useState, type CSSProperties } from 'react';
import { usePart } from '../shared/part.js';

/**
 * Hidden from sight but not from screen readers. Inline on purpose: it is behaviour, not
 * looks, so it must hold under `unstyled` too (as Radix's VisuallyHidden does).
 */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Says something through the host's polite live region; does nothing when announcing is off. */
export type Announce = (text: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/** The host's announce function, for parts deep inside (the deadline). */
export const AnnounceProvider = AnnounceContext.Provider;

/** The nearest host's announce function. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

/**
 * The text of the live region and the function that changes it. Saying the same text twice
 * alternates a trailing no-break space, so screen readers see a change and speak it again;
 * saying `''` empties the region (what it said is no longer true).
 */
export function useAnnouncer(): [text: string, announce: Announce] {
  const [text, setText] = useState('');
  const announce = useCallback<Announce>((next) => setText((last) => (next !== '' && last === next ? `${next}\u00a0` : next)), []);
  return [text, announce];
}

/**
 * A polite `role="status"` region. It is rendered from the first render on (empty), because
 * screen readers only speak changes to a live region they already know.
 */
export function LiveRegion({ text, unstyled }: { text: string; unstyled?: boolean | undefined }) {
  const part = usePart(unstyled);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={part('host-status')} data-ek-part="host-status" style={visuallyHidden}>
      {text}
    </div>
  );
}
