/** Words of an identifier: `check_in_date`, `checkInDate`, `check-in-date`, `HTTPPort` → words. */
const WORDS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

/**
 * A label for a property without `title`: `check_in_date` and `checkInDate` → "Check in date",
 * `userID` → "User ID" (all-capital words stay). A key that is not an identifier (spaces,
 * other scripts, punctuation) is shown as it is: guessing words there could change meaning.
 */
export function humanizeKey(key: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(key) || key.length > 80) return key;
  const words = key.match(WORDS);
  if (words === null) return key;
  const text = words.map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
