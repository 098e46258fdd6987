import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Reads a wire capture from `test-support/fixtures/` (copied from the team's shared
 * fixtures, so tests do not depend on anything outside the repository).
 */
export function readFixture(relativePath: string): unknown {
  const url = new URL(`./fixtures/${relativePath}`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as unknown;
}
