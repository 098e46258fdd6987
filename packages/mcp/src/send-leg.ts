import type { Client, StandardSchemaV1 } from '@modelcontextprotocol/client';
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { TransportError } from './errors.js';
import { untypedResultTap } from './untyped-result-tap.js';

/** SDK request options passed to every leg. */
export interface LegOptions {
  /** Per leg (default 60 000 ms in SDK 2.4.0). */
  timeout?: number;
  /** Upper bound of one leg even when progress resets `timeout`. */
  maxTotalTimeout?: number;
}

/**
 * Accepts any result: core's `classifyResult` reads it (`input_required` and complete alike),
 * so the SDK's method schema must not strip or refuse what core is to judge.
 */
const anyResult: StandardSchemaV1<unknown, unknown> = {
  '~standard': { version: 1, vendor: 'elicit-kit', validate: (value: unknown) => ({ value }) },
};

/**
 * Sends one request leg through the SDK (fresh JSON-RPC id and, on 2026-07-28, a fresh
 * `_meta` envelope per leg) in manual mode (`allowInputRequired`), and resolves with its raw
 * result. A result without `resultType`, which SDK 2.4.0 refuses on a 2026-07-28 connection,
 * resolves with the raw result as sent (C26; see `untypedResultTap`).
 */
export async function sendLeg(
  client: Client,
  method: string,
  params: Record<string, unknown>,
  options: LegOptions & { signal: AbortSignal },
): Promise<unknown> {
  const transport = client.transport;
  if (transport === undefined) throw new TransportError('closed', 'The client is not connected.');
  const tap = untypedResultTap(transport);
  const leg = tap.watch(() =>
    client.request({ method, params } as Parameters<Client['request']>[0], anyResult, { ...options, allowInputRequired: true }),
  );
  try {
    return await leg.value;
  } catch (error) {
    const raw = tap.release(leg.id);
    if (raw !== undefined && isMissingResultType(error)) return raw;
    throw error;
  } finally {
    tap.release(leg.id);
  }
}

function isMissingResultType(error: unknown): boolean {
  if (!SdkError.isInstance(error) || error.code !== SdkErrorCode.InvalidResult) return false;
  const data = error.data as { violation?: unknown } | undefined;
  return data?.violation === 'missing-resultType';
}
