import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, LATEST_PROTOCOL_VERSION, PROTOCOL_VERSION_META_KEY } from '../protocol/types.js';
import type { ClientCapabilities, Implementation, ProtocolVersion, RequestMetaObject } from '../protocol/types.js';
import { isRecord, ownValue } from '../protocol/untrusted.js';

/** Input of {@link requestMeta}. */
export interface RequestMetaOptions {
  /** Defaults to `"2026-07-28"`; on HTTP it must equal the `MCP-Protocol-Version` header. */
  protocolVersion?: ProtocolVersion;
  /** Who the client is; the spec says SHOULD, so give it (conformance warns without it). */
  clientInfo?: Implementation;
  /**
   * The full capabilities of this request, e.g. `{ elicitation: elicitationCapability({ form: true }) }`.
   * Defaults to `{}` (no optional capability).
   */
  capabilities?: ClientCapabilities;
}

/**
 * The per-request `_meta` envelope of 2026-07-28, which every request, retries too, must carry: `io.modelcontextprotocol/protocolVersion`,
 * `io.modelcontextprotocol/clientInfo` (left out when not given) and
 * `io.modelcontextprotocol/clientCapabilities`, in that order. Send a fresh one with every
 * request, MRTR retries included: servers must not reuse an earlier request's capabilities.
 * `clientInfo` and `capabilities` are kept by reference. A non-string `protocolVersion` falls
 * back to the default and a non-object `capabilities` to `{}`. Never throws.
 */
export function requestMeta(options: RequestMetaOptions = {}): RequestMetaObject {
  const given: object = isRecord(options) ? options : {};
  const protocolVersion = ownValue(given, 'protocolVersion');
  const clientInfo = ownValue(given, 'clientInfo');
  const capabilities = ownValue(given, 'capabilities');
  return {
    [PROTOCOL_VERSION_META_KEY]: typeof protocolVersion === 'string' ? protocolVersion : LATEST_PROTOCOL_VERSION,
    ...(clientInfo !== undefined && { [CLIENT_INFO_META_KEY]: clientInfo as Implementation }),
    [CLIENT_CAPABILITIES_META_KEY]: isRecord(capabilities) ? capabilities : {},
  };
}
