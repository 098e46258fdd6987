// Conversions between what the inputs hold (react-hook-form's raw values under safe names),
// what a draft holds (keyed by schema key) and what core's validate reads. The UI never
// checks values itself: it only turns input text into the values core expects.
import type { FieldModel, FormModel, FormValues } from '@elicit-kit/core';
import { defaultValues, readFormValue, toRfc3339DateTime } from '@elicit-kit/core/values';

/**
 * A half-filled form, keyed by the schema's property names (any string, `__proto__`
 * included: use a `Map` or a null-prototype object). Values are what the person typed —
 * text as text, numbers as typed (`"1,5"`), a date-time as the input's local value, choices
 * as option values — and wire values work too (numbers, RFC 3339 date-times), so a
 * queue draft (`getDraft`) or a previous `content` can seed a form. The same shape as
 * core's `FormValues`.
 */
export type FormDraft = FormValues;

/** Raw input values under safe names (`f0`, `f1`, …). Never keyed by a schema key. */
export type RawValues = Record<string, unknown>;

/** The safe react-hook-form name of the field at `index`: schema keys may contain `.`, `[` or be `__proto__`. */
export function safeName(index: number): string {
  return `f${index}`;
}

const separatorCache = new Map<string, { decimal: string; group: string }>();

/** The decimal and grouping separators of a locale (`.`/`,` when unknown). */
export function numberSeparators(locale: string | undefined): { decimal: string; group: string } {
  const cacheKey = locale ?? '';
  let found = separatorCache.get(cacheKey);
  if (!found) {
    found = { decimal: '.', group: ',' };
    try {
      const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
      found = {
        decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
        group: parts.find((p) => p.type === 'group')?.value ?? ',',
      };
    } catch {
      // An invalid locale tag: keep the defaults.
    }
    separatorCache.set(cacheKey, found);
  }
  return found;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Turns number text as a person in `locale` types it into the plain decimal core's
 * `parseNumber` reads: German `1,5` → `1.5`, `1.234,5` → `1234.5`. Grouping separators are
 * removed only where they really group thousands; anything ambiguous is left for core to
 * refuse (`notANumber`) rather than guessed. Blank stays blank (an empty answer).
 */
export function normalizeNumberText(text: string, locale: string | undefined): string {
  let t = text.trim().replace(/[\u2212\u2012\u2013]/g, '-');
  if (t === '') return '';
  const { decimal, group } = numberSeparators(locale);
  if (/^[\s\u00a0\u202f]$/.test(group)) t = t.replace(/[\s\u00a0\u202f]/g, '');
  else {
    const grouped = new RegExp(`^[+-]?\\d{1,3}(?:${escape(group)}\\d{3})+(?:${escape(decimal)}\\d*)?(?:[eE][+-]?\\d+)?$`);
    if (grouped.test(t)) t = t.split(group).join('');
  }
  if (decimal !== '.') {
    if (t.includes(decimal) && t.includes('.')) return t;
    t = t.replace(decimal, '.');
  }
  return t;
}

/** A number as the person in `locale` would type it (no grouping), e.g. `3.14` → `"3,14"` in German. */
export function formatNumber(value: number, locale: string | undefined): string {
  const { decimal } = numberSeparators(locale);
  const text = String(value);
  return decimal === '.' ? text : text.replace('.', decimal);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The person's UTC offset, in minutes east, at a local wall-clock time `YYYY-MM-DDTHH:mm[:ss]`. */
export function offsetAt(local: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  // setFullYear, not the constructor: that one reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, second, 0);
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, 0);
  if (Number.isNaN(date.getTime()) || Number.isNaN(wall.getTime())) return undefined;
  // The offset between the wall-clock time and the instant the browser makes of it. Not
  // `getTimezoneOffset()` of that instant: in a spring-forward gap (02:30 that does not
  // exist) the instant is 03:30 summer time, and the summer offset would send 01:30 instead.
  // Rounded to whole minutes (old local mean times have seconds); `|| 0` turns -0 into 0.
  return Math.round((wall.getTime() - date.getTime()) / 60000) || 0;
}

/**
 * A `datetime-local` value as RFC 3339 with the person's UTC offset *at that date* (so a
 * summer date gets summer time), through core's `toRfc3339DateTime`. Malformed input is
 * returned unchanged for core to refuse.
 */
export function localToRfc3339(local: string): string {
  const offset = offsetAt(local);
  return (offset === undefined ? undefined : toRfc3339DateTime(local, offset)) ?? local;
}

const RFC3339_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 date-time shown as the person's local wall-clock time (`YYYY-MM-DDTHH:mm:ss`). */
export function rfc3339ToLocal(value: string): string {
  if (!RFC3339_WITH_OFFSET.test(value)) return value;
  const date = new Date(value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * Whether a boolean is asked as a Yes / No choice: a required one without a default. A
 * checkbox left alone would answer `false` for the person; a Yes / No pair must be chosen.
 */
export function asksYesNo(field: FieldModel): boolean {
  return field.kind === 'boolean' && field.required && field.default === undefined;
}

/** The input value that shows `value` (a draft or default) in `field`'s control. */
export function toRawValue(field: FieldModel, value: unknown, locale: string | undefined): unknown {
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return '';
      return field.format === 'date-time' ? rfc3339ToLocal(value) : value;
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(value, locale);
      return typeof value === 'string' ? value : '';
    case 'boolean':
      // Yes / No radios hold "true" / "false" (nothing chosen: ""); a checkbox holds the boolean.
      if (asksYesNo(field)) return typeof value === 'boolean' ? String(value) : '';
      return typeof value === 'boolean' ? value : false;
    case 'select': {
      const index = typeof value === 'string' || typeof value === 'number' ? field.options.findIndex((o) => o.value === value) : -1;
      return index < 0 ? '' : String(index);
    }
    case 'list':
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    case 'const':
      return undefined;
    case 'multiselect': {
      if (!Array.isArray(value)) return [];
      const out: string[] = [];
      for (const item of value) {
        const index = field.options.findIndex((o) => o.value === item);
        if (index >= 0 && !out.includes(String(index))) out.push(String(index));
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** Checked option indices of a multi-select, however react-hook-form reports them (array, one value, `false`). */
function indices(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((v): v is string => typeof v === 'string');
  return typeof raw === 'string' && raw !== '' ? [raw] : [];
}

/** The value core's `validateField` reads for the input value `raw` of `field`. */
export function toCoreValue(field: FieldModel, raw: unknown, locale: string | undefined): unknown {
  switch (field.kind) {
    case 'text':
      if (typeof raw !== 'string') return raw;
      return field.format === 'date-time' && raw !== '' ? localToRfc3339(raw) : raw;
    case 'number':
      return typeof raw === 'string' ? normalizeNumberText(raw, locale) : raw;
    case 'boolean':
      if (asksYesNo(field)) return raw === 'true' || raw === true ? true : raw === 'false' || raw === false ? false : undefined;
      return raw === true;
    case 'select':
      // Options are addressed by index, so an option `""` is a real choice and "nothing chosen" is `undefined`.
      return typeof raw === 'string' && raw !== '' ? field.options[Number(raw)]?.value : undefined;
    case 'multiselect': {
      const chosen = new Set(indices(raw));
      // Option order, not click order: stable content whatever the person clicked first.
      return field.options.filter((_, i) => chosen.has(String(i))).map((o) => o.value);
    }
    default:
      return raw;
  }
}

/** A draft (a plain object keyed by schema key, each an own property) from the raw input values. */
export function toDraft(fields: readonly FieldModel[], raw: RawValues): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  fields.forEach((field, i) => {
    const value = raw[safeName(i)];
    let out: unknown;
    if (field.kind === 'select' || field.kind === 'multiselect' || asksYesNo(field)) out = toCoreValue(field, value, undefined);
    else if (field.kind === 'const') out = undefined;
    else out = value;
    if (out !== undefined) Object.defineProperty(draft, field.key, { value: out, enumerable: true, writable: true, configurable: true });
  });
  return draft;
}

/** A draft without the values of secret-looking fields (drafts may be kept in storage). */
export function withoutSecrets(draft: Record<string, unknown>, secret: ReadonlySet<string>): Record<string, unknown> {
  return secret.size === 0 ? draft : Object.fromEntries(Object.entries(draft).filter(([key]) => !secret.has(key)));
}

/** The input values of every field: the draft's value, else the schema default, as the control holds it. */
export function rawValues(
  fields: readonly { field: FieldModel; name: string }[],
  model: FormModel | undefined,
  draft: FormDraft | undefined,
  locale: string | undefined,
): RawValues {
  const defaults = model ? defaultValues(model) : undefined;
  const values: RawValues = {};
  fields.forEach(({ field, name }) => {
    const fromDraft = readFormValue(draft, field.key);
    const value = fromDraft !== undefined ? fromDraft : defaults ? readFormValue(defaults, field.key) : undefined;
    values[name] = toRawValue(field, value, locale);
  });
  return values;
}

/** Whether two input values show the same answer (a multi-select's ticks in any order). */
export function sameRawValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a.map(String).sort() : typeof a === 'string' && a !== '' ? [a] : [];
    const right = Array.isArray(b) ? b.map(String).sort() : typeof b === 'string' && b !== '' ? [b] : [];
    return left.length === right.length && left.every((value, i) => value === right[i]);
  }
  // An untouched empty control may read back as undefined, "" or false.
  const blank = (x: unknown) => x === undefined || x === null || x === '';
  return a === b || (blank(a) && blank(b));
}
