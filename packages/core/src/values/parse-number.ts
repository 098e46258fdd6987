/** A decimal number as people type it: sign, digits, optional fraction and exponent. No hex, no `Infinity`. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The finite number a form value stands for: a finite number as is, or a decimal string
 * (trimmed first, since inputs keep stray spaces). `undefined` for anything else,
 * including `"0x10"`, `"1,5"`, `"Infinity"` and strings that overflow to `Infinity`.
 */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** A decimal as `0.digits × 10^point`, sign apart: no leading or trailing zeros in `digits` (`''` for zero). */
interface Decimal {
  negative: boolean;
  digits: string;
  point: number;
}

const PARTS = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** The exact value a decimal string writes, or `undefined` when it is not one. Linear in its length. */
function readDecimal(text: string): Decimal | undefined {
  const match = PARTS.exec(text);
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  let start = 0;
  while (start < digits.length && digits.charCodeAt(start) === 48) start++;
  let end = digits.length;
  // A loop, not /0+$/: that regex is quadratic on long runs of zeros followed by a digit.
  while (end > start && digits.charCodeAt(end - 1) === 48) end--;
  digits = digits.slice(start, end);
  return { negative: sign === '-' && digits !== '', digits, point: whole.length + Number(exponent) - start };
}

/**
 * How a typed decimal string relates to `number`, the double `parseNumber` made of it.
 * `whole`: the text itself has no non-zero fraction (`"1.0000000000000001"` has one, though
 * its double is the whole 1). `exact`: `number`, as JSON writes it, is the very value typed
 * (`"1e21"` yes; `"9007199254740993"` no, it becomes 9007199254740992). Only for strings:
 * a number given as a number already is what it is.
 */
export function typedPrecision(text: string, number: number): { exact: boolean; whole: boolean } {
  const typed = readDecimal(text.trim());
  const sent = readDecimal(JSON.stringify(number));
  if (typed === undefined || sent === undefined) return { exact: false, whole: false };
  const whole = typed.digits.length <= typed.point || typed.digits === '';
  const exact = typed.digits === sent.digits && typed.negative === sent.negative && (typed.digits === '' || typed.point === sent.point);
  return { exact, whole };
}
