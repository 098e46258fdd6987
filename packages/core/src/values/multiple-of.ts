/** A finite number as an exact decimal: `digits × 10^exponent` (digits a BigInt, sign kept). */
function toDecimal(value: number): { digits: bigint; exponent: number } {
  // The shortest text that reads back as this double: the value JSON sends and people see.
  const [mantissa = '0', exp = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: BigInt(whole + fraction), exponent: Number(exp) - fraction.length };
}

/** Exponent gaps beyond this are not scaled out (a 10^400 BigInt is cheap, 10^1e6 is not): refused. */
const MAX_SCALE = 400;

/**
 * Whether `value` is a multiple of `step` (> 0) for every server: exactly in decimal (as
 * written: 0.3 is 3 × 0.1) **and** in floating point the way Ajv and Python's jsonschema
 * test it (`value / step` a whole number: 0.3 / 0.1 is 2.9999999999999996, so 0.3 is
 * refused, as those servers refuse it). Accepting only what both agree on never sends a
 * value a server rejects.
 */
export function isMultipleOf(value: number, step: number): boolean {
  const quotient = value / step;
  // Ajv: `quotient !== parseInt(quotient)`; parseInt reads the text, so 1e21 fails there too.
  if (!Number.isFinite(quotient) || quotient !== Number.parseInt(String(quotient), 10)) return false;
  const a = toDecimal(value);
  const b = toDecimal(step);
  const low = Math.min(a.exponent, b.exponent);
  if (a.exponent - low > MAX_SCALE || b.exponent - low > MAX_SCALE) return false;
  const scaledValue = a.digits * 10n ** BigInt(a.exponent - low);
  const scaledStep = b.digits * 10n ** BigInt(b.exponent - low);
  return scaledStep !== 0n && scaledValue % scaledStep === 0n;
}
