import type { Implementation } from './types.js';
import { isOptionalString, isRecord, isStringArray, ownItems, ownValue } from './untrusted.js';

/**
 * Whether `x` is an `Implementation` (`clientInfo` / `serverInfo`): string `name` and
 * `version`; `title`, `description`, `websiteUrl` strings if present; `icons`, if present, an
 * array of objects with a string `src` (not checked as a URL: the kit shows no server icon), string `mimeType`,
 * string-array `sizes` and `theme` `"light"`/`"dark"` when present. Self-reported data, for
 * display only: never base behaviour or security decisions on it. Never throws.
 */
export function isImplementation(x: unknown): x is Implementation {
  if (!isRecord(x)) return false;
  if (typeof ownValue(x, 'name') !== 'string' || typeof ownValue(x, 'version') !== 'string') return false;
  if (!['title', 'description', 'websiteUrl'].every((key) => isOptionalString(ownValue(x, key)))) return false;
  const icons = ownValue(x, 'icons');
  if (icons === undefined) return true;
  // Read like every other value here: by descriptor, so a hole or a getter among the icons fails.
  const items = ownItems(icons);
  return items !== undefined && items.every(isIcon);
}

function isIcon(x: unknown): boolean {
  if (!isRecord(x) || typeof ownValue(x, 'src') !== 'string') return false;
  if (!isOptionalString(ownValue(x, 'mimeType'))) return false;
  const sizes = ownValue(x, 'sizes');
  if (sizes !== undefined && !isStringArray(sizes)) return false;
  const theme = ownValue(x, 'theme');
  return theme === undefined || theme === 'light' || theme === 'dark';
}
