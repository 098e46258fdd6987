import type { HiddenCharacter } from './types.js';

// Invisible anywhere: bidi controls (U+061C, U+200E/F, U+202A–202E, U+2066–2069) and
// every default-ignorable code point (zero-width U+200B–200D, U+2060, U+FEFF, soft
// hyphen, variation selectors, tag characters…), which IDNA even drops from hosts.
// Tab, CR and LF are listed too because the WHATWG parser deletes them silently.
const INVISIBLE = /[\p{Bidi_Control}\p{Default_Ignorable_Code_Point}\t\n\r]/u;

// The parser also trims C0 controls and spaces from both ends.
const EDGE_CONTROL = /[\u0000-\u0020]/;

/**
 * Finds the characters of `input` a person cannot see but that change what the URL
 * is or how it displays, with their UTF-16 offsets in `input`.
 */
export function findHiddenCharacters(input: string): HiddenCharacter[] {
  const found: HiddenCharacter[] = [];
  const leadingEnd = countEdge(input, 0, 1);
  const trailingStart = input.length - countEdge(input, input.length - 1, -1);
  let index = 0;
  for (const char of input) {
    const atEdge = index < leadingEnd || index >= trailingStart;
    if (atEdge || INVISIBLE.test(char)) {
      found.push({ index, codePoint: char.codePointAt(0) ?? 0 });
    }
    index += char.length;
  }
  return found;
}

/** How many C0-control-or-space characters run from `start` in direction `step`. */
function countEdge(input: string, start: number, step: 1 | -1): number {
  let count = 0;
  for (let i = start; i >= 0 && i < input.length && EDGE_CONTROL.test(input.charAt(i)); i += step) {
    count += 1;
  }
  return count;
}
