/**
 * RFC 3339 dates and date-times, checked against the real calendar. Stricter than
 * ajv-formats' `date` and `date-time` (no leap seconds, no space separator, offset always
 * `hh:mm`), so whatever passes here passes there too.
 */

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Whether `year`-`month`-`day` is a day of the (proleptic Gregorian) calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

/** Whether `text` is an RFC 3339 `full-date`, `YYYY-MM-DD`, that exists (`2024-02-29` yes, `2023-02-29` no). */
export function isFullDate(text: string): boolean {
  const match = FULL_DATE.exec(text);
  if (match === null) return false;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * Whether `text` is an RFC 3339 `date-time` **with an offset**: `YYYY-MM-DDTHH:mm:ss`,
 * optional fraction, then `Z` or `±hh:mm`. Seconds are required (as RFC 3339 says); a
 * value without offset, such as an `<input type="datetime-local">` value, is refused
 * (turn that one into RFC 3339 with `toRfc3339DateTime`).
 */
export function isRfc3339DateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (match === null || !isFullDate(match[1] ?? '')) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  if (hour > 23 || minute > 59 || second > 59) return false;
  // A `Z` offset leaves groups 5 and 6 undefined: Number(undefined) is NaN, not > limit.
  return !(Number(match[5]) > 23 || Number(match[6]) > 59);
}
