import type { ClientCapabilities } from './types.js';
import { isOptionalRecord, isRecord, ownKeys, ownValue } from './untrusted.js';

/**
 * Whether `x` is a `ClientCapabilities` object: a JSON object whose known keys, when present,
 * have the declared shape — `elicitation` an object with `form`/`url` objects if present,
 * `sampling`, `experimental` and `extensions` objects, `roots` an object whose `listChanged`
 * is a boolean if present. Unknown keys pass (the type is open), so an object with none of the known keys is `{}`:
 * no optional capability. Never throws.
 */
export function isClientCapabilities(x: unknown): x is ClientCapabilities {
  // Listing the keys fails on a Proxy that throws: such a value is not JSON, whatever it holds.
  if (!isRecord(x) || ownKeys(x) === undefined) return false;
  const elicitation = ownValue(x, 'elicitation');
  if (elicitation !== undefined) {
    if (!isRecord(elicitation)) return false;
    if (!isOptionalRecord(ownValue(elicitation, 'form')) || !isOptionalRecord(ownValue(elicitation, 'url'))) return false;
  }
  const roots = ownValue(x, 'roots');
  if (roots !== undefined) {
    if (!isRecord(roots)) return false;
    const listChanged = ownValue(roots, 'listChanged');
    if (listChanged !== undefined && typeof listChanged !== 'boolean') return false;
  }
  return ['sampling', 'experimental', 'extensions'].every((key) => isOptionalRecord(ownValue(x, key)));
}
