import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { isClientCapabilities } from './is-client-capabilities.js';
import { CLIENT_CAPABILITIES_META_KEY } from './types.js';

describe('isClientCapabilities', () => {
  it.each([
    [{}, true],
    [{ elicitation: {} }, true],
    [{ elicitation: { form: {}, url: {} } }, true],
    [{ elicitation: { form: { applyDefaults: true } } }, true],
    [{ roots: { listChanged: true }, sampling: {}, experimental: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } }, true],
    [{ somethingNew: 42 }, true],
    [{ elicitation: true }, false],
    [{ elicitation: null }, false],
    [{ elicitation: [] }, false],
    [{ elicitation: { url: true } }, false],
    [{ elicitation: { form: [] } }, false],
    [{ roots: { listChanged: 'yes' } }, false],
    [{ roots: 1 }, false],
    [{ sampling: 'on' }, false],
    [{ extensions: [] }, false],
    [[], false],
    [null, false],
  ])('%j → %s', (input, expected) => {
    expect(isClientCapabilities(input)).toBe(expected);
  });

  it('accepts the capabilities the SDK client put on the wire', () => {
    const request = readFixture('mrtr-sdk-2.4.0/server-discover.request.json') as { params: { _meta: Record<string, unknown> } };
    expect(isClientCapabilities(request.params._meta[CLIENT_CAPABILITIES_META_KEY])).toBe(true);
  });
});
