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

interface CapturedRequest {
  params: { requestedSchema: unknown };
}

/**
 * The `requestedSchema` inside a captured `elicitation/create`: the pushed request itself, or with
 * `inputKey` the one embedded in an `input_required` result's `inputRequests`.
 */
export function readRequestedSchema(relativePath: string, inputKey?: string): unknown {
  const message = readFixture(relativePath) as CapturedRequest & { result: { inputRequests: Record<string, CapturedRequest> } };
  const request = inputKey === undefined ? message : message.result.inputRequests[inputKey];
  return request?.params.requestedSchema;
}
