/**
 * Calls a host callback (`onError`, `onRound`) and swallows what it throws: a reporter must
 * never change what is sent, nor break the call it reports on.
 */
export function callSafely<T>(callback: ((value: T) => void) | undefined, value: T): void {
  try {
    callback?.(value);
  } catch {
    // Deliberately ignored; see above.
  }
}
