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

/**
 * The secret values the person sent in this log (what {@link maskEntry} masks in each answer), so
 * a server that echoes one back (in its result, a later round) is masked there too.
 */
export function secretValues(entries: readonly ExchangeEntry[]): ReadonlySet<string> {
  const values = new Set<string>();
  for (const entry of entries) {
    if (entry.kind !== 'response') continue;
    const request = entries.find((asked) => asked.kind === 'request' && asked.id === entry.id);
    const content = (entry.result as { content?: unknown } | undefined)?.content;
    for (const key of maskEntry(entry.result, entry, request).masked) {
      const value = (content as Record<string, unknown>)[key];
      if (typeof value === 'string') values.add(value);
    }
  }
  return values;
}

/** No secrets sent (yet). */
export const NO_SECRETS: ReadonlySet<string> = new Set();

/** Too short to replace inside other text without masking unrelated words. */
const SHORTEST_SECRET_IN_TEXT = 4;

/** `value` with every occurrence of a secret in its strings (keys too) masked; `changed` when any was. */
export function hideValues(value: unknown, secrets: ReadonlySet<string>): { value: unknown; changed: boolean } {
  if (secrets.size === 0) return { value, changed: false };
  let changed = false;
  const hide = (text: string): string => {
    let out = text;
    for (const secret of secrets) {
      if (out === secret) out = MASK;
      else if (secret.length >= SHORTEST_SECRET_IN_TEXT && out.includes(secret)) out = out.split(secret).join(MASK);
    }
    if (out !== text) changed = true;
    return out;
  };
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return hide(node);
    if (depth > 64 || typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [hide(key), walk(item, depth + 1)]));
  };
  const hidden = walk(value, 0);
  return { value: changed ? hidden : value, changed };
}
