/**
 * Format checks beyond the spec's four, for what real servers emit (zod, pydantic). Each is
 * as strict as ajv-formats' (full mode) or stricter, so text passing here passes there.
 */
import { isIpv4 } from './uri.js';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const DURATION = /^P(?:(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+S)?)?|\d+W)$/;

/** Whether `text` is a UUID in its hex-and-hyphens form (`123e4567-e89b-12d3-a456-426614174000`). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Whether `text` is an RFC 3339 `full-time` with an offset (`14:30:00Z`, `09:05:00.5+02:00`), no leap second. */
export function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (match === null) return false;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (hour > 23 || minute > 59 || second > 59) return false;
  return !(Number(match[4]) > 23 || Number(match[5]) > 59);
}

/** Whether `text` is a host name (RFC 1123 labels, ≤ 253 characters, no trailing dot). */
export function isHostname(text: string): boolean {
  return text.length > 0 && text.length <= 253 && text.split('.').every((label) => LABEL.test(label));
}

/** Whether `text` is an ISO 8601 duration as JSON Schema means it (`P3D`, `PT1H30M`, `P2W`). */
export function isDuration(text: string): boolean {
  return text !== 'P' && !text.endsWith('T') && DURATION.test(text);
}

export { isIpv4 };
