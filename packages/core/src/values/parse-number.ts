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
