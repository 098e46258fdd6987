import { describe, expect, it } from 'vitest';
import { readFixture } from '@elicit-kit/test-support/fixtures';
import { requestMeta } from './request-meta.js';

describe('requestMeta', () => {
  it('builds the three-key envelope the SDK client sends', () => {
    const captured = (readFixture('mrtr-sdk-2.4.0/server-discover.request.json') as { params: { _meta: unknown } }).params._meta;
    const meta = requestMeta({ clientInfo: { name: 'peers-client', version: '0.0.1' }, capabilities: { elicitation: { form: {}, url: {} } } });
    expect(meta).toStrictEqual(captured);
    expect(Object.keys(meta)).toStrictEqual(Object.keys(captured as object));
  });

  it('leaves clientInfo out when not given and defaults version and capabilities', () => {
    expect(requestMeta()).toStrictEqual({
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': {},
    });
    expect(requestMeta({ protocolVersion: '2025-11-25', capabilities: { elicitation: { form: {} } } })).toStrictEqual({
      'io.modelcontextprotocol/protocolVersion': '2025-11-25',
      'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
    });
  });

  it('never throws on junk and falls back to the defaults', () => {
    expect(requestMeta(null as never)).toStrictEqual(requestMeta());
    expect(requestMeta({ protocolVersion: 7 as never, capabilities: 'all' as never })).toStrictEqual(requestMeta());
  });

  it('returns a fresh envelope on every call', () => {
    expect(requestMeta()).not.toBe(requestMeta());
  });
});
