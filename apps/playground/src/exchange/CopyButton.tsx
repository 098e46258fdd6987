import { useEffect, useRef, useState } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';

/**
 * Copies `text` to the clipboard. Its name stays "Copy JSON" (described by what it copies);
 * the outcome ("Copied", or "Copy failed: select the text instead") is said in a polite status
 * next to it, and cleared on the next press.
 */
export function CopyButton({ text, describedBy }: { text: string; describedBy?: string }) {
  const t = useAppMessages();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const copy = () => {
    setOutcome('idle');
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (clipboard === undefined) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => live.current && setOutcome('copied'),
      () => live.current && setOutcome('failed'),
    );
  };
  return (
    <span className="copy">
      <button type="button" className="button button-quiet copy-button" data-testid="copy-json" aria-describedby={describedBy} onClick={copy}>
        {t.exchange.copy}
      </button>
      <span className="copy-status" role="status" data-testid="copy-status" data-outcome={outcome}>
        {outcome === 'copied' ? t.exchange.copied : outcome === 'failed' ? t.exchange.copyFailed : ''}
      </span>
    </span>
  );
}
