// @ts-check
// Statistics and number formatting shared by the benchmarks' reports.

/** @param {readonly number[]} xs */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? NaN : n % 2 ? (s[(n - 1) / 2] ?? NaN) : ((s[n / 2 - 1] ?? NaN) + (s[n / 2] ?? NaN)) / 2;
};

/** Nearest-rank quantile. @param {readonly number[]} xs @param {number} q */
export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN);
};

/**
 * Median of the round medians, min–max of the round medians, p90 of the pooled samples.
 * @param {number[][]} perRound
 */
export function summarize(perRound) {
  const meds = perRound.map(median);
  return { med: median(meds), min: Math.min(...meds), max: Math.max(...meds), p90: quantile(perRound.flat(), 0.9), n: perRound.flat().length };
}

/** Three significant-ish digits. @param {number} x */
export const sig = (x) => (!Number.isFinite(x) ? 'n/a' : Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2));
/**
 * `med [min–max]` (and `p90 x`) of a {@link summarize} result.
 * @param {ReturnType<typeof summarize> | undefined} s
 */
export const fmt = (s, p90 = false) => (s ? `${sig(s.med)} [${sig(s.min)}–${sig(s.max)}]${p90 ? ` p90 ${sig(s.p90)}` : ''}` : '–');
/** @param {number} b */
export const kB = (b) => (b / 1000).toFixed(1);
/** @param {number} n */
export const int = (n) => n.toLocaleString('en-US');
