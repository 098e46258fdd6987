import type { ReactNode } from 'react';

/** A run wrapped in an isolate mark (LRI, RLI or FSI … PDI), as the kit's sentences build them. */
const ISOLATE = /([\u2066\u2067\u2068])([^\u2066-\u2069]*)\u2069/g;
const DIRECTION: Record<string, 'ltr' | 'rtl' | undefined> = { '\u2066': 'ltr', '\u2067': 'rtl', '\u2068': undefined };

/**
 * Text whose interpolated parts carry isolate marks (a host kept left-to-right, a server's name
 * that could reorder the words around it), shown with `<bdi>` instead of the marks: the same
 * visual isolation, but the DOM text — and so every accessible name or description built from
 * it — holds no invisible characters for a screen reader to stumble over. The pieces sit in one
 * `<span>` so a flex or grid parent (a warning row with its sign) lays the sentence out as one item.
 */
export function Isolated({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ISOLATE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(
      <bdi key={index} dir={DIRECTION[match[1] as string]}>
        {match[2]}
      </bdi>,
    );
    last = index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <span>{parts}</span>;
}

/** `text` without isolate marks, for attributes (`aria-label`), which cannot hold `<bdi>` and are never laid out. */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
