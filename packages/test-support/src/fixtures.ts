import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Reads a wire capture from `fixtures/` (real servers' messages, described in its README), e.g.
 * `readFixture('mrtr-sdk-2.4.0/book.1.input_required.response.json')`. Browser-side code imports a
 * capture as JSON instead: `@elicit-kit/test-support/fixtures/<file>.json`.
 */
export function readFixture(relativePath: string): unknown {
  const url = new URL(`./fixtures/${relativePath}`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as unknown;
}
