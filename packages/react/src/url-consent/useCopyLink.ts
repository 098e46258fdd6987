import { useRef, useState, type RefObject } from 'react';

/** Where a copy stands: not tried, copied, or failed (the link text is then selected instead). */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copy the link with `navigator.clipboard`; where that is missing or refused (an insecure
 * context, a denied permission), select the link's text in `codeRef` so the person can press
 * Ctrl+C, since a `noopener` open cannot tell whether the tab was blocked.
 */
export function useCopyLink(): { codeRef: RefObject<HTMLElement | null>; copyState: CopyState; copy: (href: string) => Promise<void> } {
  const codeRef = useRef<HTMLElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  async function copy(href: string) {
    try {
      await navigator.clipboard.writeText(href);
      setCopyState('copied');
    } catch {
      const code = codeRef.current;
      const selection = typeof window === 'undefined' ? null : window.getSelection();
      if (code && selection) {
        const range = document.createRange();
        range.selectNodeContents(code);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopyState('failed');
    }
  }
  return { codeRef, copyState, copy };
}
