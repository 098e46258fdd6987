import type { Client } from '@modelcontextprotocol/client';
import { passThrough } from './client/pass-through.js';
import type { WireTransport } from './client/wire-transport.js';
import { TransportError } from './errors.js';
import type { LegOptions } from './leg-options.js';
import { rawResultTap } from './raw-result-tap.js';
import { readSdkFailure, SDK_ERROR_CODES } from './sdk-errors.js';

/**
 * Sends one request leg through SDK 2.x (fresh JSON-RPC id and, on 2026-07-28, a fresh
 * `_meta` envelope per leg) in manual mode (`allowInputRequired`), and resolves with its
 * result for core's `classifyResult` to judge. An `input_required` result, and a result the
 * SDK refused for its `resultType` (absent, which is complete, or unknown), resolve
 * with the raw result as sent, not as the SDK repaired or refused it (see `rawResultTap`).
 */
export async function sendLeg(
  client: Client,
  method: string,
  params: Record<string, unknown>,
  options: LegOptions & { signal: AbortSignal },
): Promise<unknown> {
  const transport = client.transport as unknown as WireTransport | undefined;
  if (transport === undefined) throw new TransportError('closed', 'The client is not connected.');
  const tap = rawResultTap(transport);
  const leg = tap.watch(() => client.request({ method, params } as Parameters<Client['request']>[0], passThrough, { ...options, allowInputRequired: true }));
  try {
    const value = await leg.value;
    const raw = tap.release(leg.id);
    return raw?.resultType === 'input_required' ? raw : value;
  } catch (error) {
    const raw = tap.release(leg.id);
    if (raw !== undefined && isRefusedResult(error)) return raw;
    throw error;
  } finally {
    tap.release(leg.id);
  }
}

/** Whether the SDK refused a result itself (a JSON-RPC error from the server is not that). */
function isRefusedResult(error: unknown): boolean {
  const failure = readSdkFailure(error);
  return failure?.code === SDK_ERROR_CODES.InvalidResult || failure?.code === SDK_ERROR_CODES.UnsupportedResultType;
}
