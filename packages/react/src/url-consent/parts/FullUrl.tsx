import type { HiddenCharacter } from '@elicit-kit/core/url';
import { useId, type ReactNode, type Ref } from 'react';
import type { Part } from '../../shared/part.js';

/** The raw input with each invisible character replaced by a visible `⟨U+202E⟩` marker. */
export function withVisibleHidden(text: string, hidden: HiddenCharacter[], part: Part): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const { index, codePoint } of [...hidden].sort((a, b) => a.index - b.index)) {
    if (index < at) continue;
    out.push(text.slice(at, index));
    out.push(
      <mark key={index} className={part('url-hidden-char')}>
        {`⟨U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}⟩`}
      </mark>,
    );
    at = index + String.fromCodePoint(codePoint).length;
  }
  out.push(text.slice(at));
  return out;
}

/** The link, selectable and wrapping, in a scrollable region that states its length: the full URL, shown before consent. */
export function FullUrl({
  text,
  label,
  part,
  children,
  codeRef,
}: {
  text: ReactNode;
  label: string;
  part: Part;
  children?: ReactNode;
  codeRef?: Ref<HTMLElement>;
}) {
  const labelId = useId();
  return (
    <div className={part('url-full-block')}>
      <p className={part('url-label')} id={labelId}>
        {label}
      </p>
      {/* Focusable so keyboard users can scroll a long link. */}
      <div className={part('url-full')} role="region" aria-labelledby={labelId} tabIndex={0} dir="ltr">
        <code ref={codeRef}>{text}</code>
      </div>
      {children}
    </div>
  );
}
