import { describe, expect, it } from 'vitest';
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, ErrorCodes, PROTOCOL_VERSION_META_KEY } from './types.js';

describe('protocol constants', () => {
  it('match the spec wire names and codes', () => {
    expect(PROTOCOL_VERSION_META_KEY).toBe('io.modelcontextprotocol/protocolVersion');
    expect(CLIENT_CAPABILITIES_META_KEY).toBe('io.modelcontextprotocol/clientCapabilities');
    expect(CLIENT_INFO_META_KEY).toBe('io.modelcontextprotocol/clientInfo');
    expect(ErrorCodes.UrlElicitationRequired).toBe(-32042);
    expect(ErrorCodes.MissingRequiredClientCapability).toBe(-32021);
  });
});
