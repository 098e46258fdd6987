// The preview page keeps the pasted request in the address's fragment, so the address is the
// share link. The fragment never reaches a server (no request carries it).

const PREFIX = '#request=';

/** The fragment holding `text` (`#request=` and the text, percent-encoded). */
export function requestHash(text: string): string {
  return `${PREFIX}${encodeURIComponent(text)}`;
}

/**
 * The request text in a fragment, or `undefined` when it holds none. A broken encoding (a
 * hand-edited link) gives the raw text, for the preview to say what is wrong with it.
 */
export function requestFromHash(hash: string): string | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const encoded = hash.slice(PREFIX.length);
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
