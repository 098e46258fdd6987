import type { Client } from '@modelcontextprotocol/client';
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { TransportError } from './errors.js';
import { passThrough } from './pass-through-schema.js';
import { rawResultTap } from './raw-result-tap.js';

/** SDK request options passed to every leg. */
export interface LegOptions {
  /** Per leg (default 60 000 ms in SDK 2.4.0). */
  timeout?: number;
  /** Upper bound of one leg even when progress resets `timeout`. */
  maxTotalTimeout?: number;
}

/**
 * Sends one request leg through the SDK (fresh JSON-RPC id and, on 2026-07-28, a fresh
 * `_meta` envelope per leg) in manual mode (`allowInputRequired`), and resolves with its
 * result for core's `classifyResult` to judge. An `input_required` result, and a result the
 * SDK refused for its `resultType` (absent, which is complete by C26, or unknown), resolve
 * with the raw result as sent, not as the SDK repaired or refused it (see `rawResultTap`).
 */
export async function sendLeg(
  client: Client,
  method: string,
  params: Record<string, unknown>,
  options: LegOptions & { signal: AbortSignal },
): Promise<unknown> {
  const transport = client.transport;
  if (transport === undefined) throw new TransportError('closed', 'The client is not connected.');
  const tap = rawResultTap(transport);
  const leg = tap.watch(() =>
    client.request({ method, params } as Parameters<Client['request']>[0], passThrough, { ...options, allowInputRequired: true }),
  );
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
  return SdkError.isInstance(error) && (error.code === SdkErrorCode.InvalidResult || error.code === SdkErrorCode.UnsupportedResultType);
}
