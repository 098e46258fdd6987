import { findSensitiveFields, toFormModel } from '@elicit-kit/core';
import type { ExchangeEntry } from './exchangeLog.js';

/** What a secret's value reads as in the exchange log until the person reveals it. */
export const MASK = '••••••••';

/**
 * The keys of a form request whose values are secrets: the fields the kit flags as sensitive
 * (the ones its form masks and gates, see `findSensitiveFields`), and any a schema marks
 * `format: "password"` or `writeOnly`. None for a URL request or a schema core cannot read.
 */
export function secretKeys(params: unknown): ReadonlySet<string> {
  const schema = typeof params === 'object' && params !== null ? (params as { requestedSchema?: unknown }).requestedSchema : undefined;
  const keys = new Set<string>();
  if (typeof schema !== 'object' || schema === null) return keys;
  const properties = (schema as { properties?: unknown }).properties;
  if (typeof properties === 'object' && properties !== null) {
    for (const [key, property] of Object.entries(properties as Record<string, unknown>)) {
      const { format, writeOnly } = (typeof property === 'object' && property !== null ? property : {}) as { format?: unknown; writeOnly?: unknown };
      if (format === 'password' || writeOnly === true) keys.add(key);
    }
  }
  try {
    for (const field of findSensitiveFields(toFormModel(schema))) keys.add(field.key);
  } catch {
    // A schema core cannot read: no fields, so nothing the form could have flagged.
  }
  return keys;
}

/**
 * An entry's payload with its secrets masked, and which keys were: an answer (`response`) that
 * carries `content` for a request with secret fields gets each non-empty secret value replaced
 * by {@link MASK}. `request` is the request this answer is for (same `id`), when logged.
 */
export function maskEntry(payload: unknown, entry: ExchangeEntry, request: ExchangeEntry | undefined): { payload: unknown; masked: readonly string[] } {
  if (entry.kind !== 'response' || request?.kind !== 'request') return { payload, masked: [] };
  const content = typeof payload === 'object' && payload !== null ? (payload as { content?: unknown }).content : undefined;
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return { payload, masked: [] };
  const secrets = secretKeys(request.params);
  const masked = Object.keys(content).filter((key) => secrets.has(key) && !isEmpty((content as Record<string, unknown>)[key]));
  if (masked.length === 0) return { payload, masked };
  const hidden = Object.fromEntries(Object.entries(content).map(([key, value]) => [key, masked.includes(key) ? MASK : value]));
  return { payload: { ...(payload as object), content: hidden }, masked };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
