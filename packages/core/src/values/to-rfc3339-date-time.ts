import { isCalendarDate } from './dates.js';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?$/;
/** RFC 3339 offsets run from -23:59 to +23:59. */
const MAX_OFFSET_MINUTES = 23 * 60 + 59;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A UTC offset in minutes east as RFC 3339 writes it, `±hh:mm` (`+02:00` for 120; `+00:00` for zero). */
export function formatUtcOffset(offsetMinutes: number): string {
  const magnitude = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${twoDigits(Math.floor(magnitude / 60))}:${twoDigits(magnitude % 60)}`;
}

/**
 * Turns an `<input type="datetime-local">` value (`YYYY-MM-DDTHH:mm`, optionally with
 * `:ss` and a fraction) plus the person's UTC offset into an RFC 3339 date-time with that
 * offset, which is what a `date-time` field must send. Missing seconds become `:00`; an
 * offset of zero is written `Z`.
 *
 * @param local - the input's value, in the person's local time.
 * @param offsetMinutes - minutes east of UTC, i.e. `-new Date().getTimezoneOffset()`; a
 *   whole number between -1439 and 1439.
 * @returns e.g. `toRfc3339DateTime('2026-07-28T09:30', 120)` → `'2026-07-28T09:30:00+02:00'`;
 *   `undefined` when either argument is malformed or the date does not exist.
 */
export function toRfc3339DateTime(local: string, offsetMinutes: number): string | undefined {
  if (typeof local !== 'string' || typeof offsetMinutes !== 'number') return undefined;
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > MAX_OFFSET_MINUTES) return undefined;
  const match = LOCAL_DATE_TIME.exec(local);
  if (match === null) return undefined;
  const [, year, month, day, hour, minute, second = '00', fraction = ''] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  // `-0` (from `-getTimezoneOffset()` in UTC) is zero too.
  const offset = offsetMinutes === 0 ? 'Z' : formatUtcOffset(offsetMinutes);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${offset}`;
}
