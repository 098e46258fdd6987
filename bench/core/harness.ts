/**
 * A small timing harness: warm up, then time batches of calls with the monotonic
 * high-resolution clock. Kept deliberately simple so every figure can be explained
 * in one sentence (see bench/README.md).
 */

/** Where results go so V8 cannot drop a call whose result nobody reads. */
let sink: unknown;
export function lastSink(): unknown {
  return sink;
}

export interface HarnessOptions {
  /** Keep calling before timing until this long has passed, so the JIT has optimised the code. */
  warmupMs: number;
  /** Timed samples per run. */
  samples: number;
  /**
   * Each sample times a batch of calls lasting at least this long, so the clock's own
   * cost (~50–100 ns a read) stays well under 1% of what is measured.
   */
  minSampleUs: number;
}

export interface RunSamples {
  /** Calls per timed batch. */
  batch: number;
  /** Microseconds per call, one entry per batch. */
  perCallUs: number[];
}

function nowNs(): bigint {
  return process.hrtime.bigint();
}

/** One call, timed alone: what the very first call costs (lazy set-up, cold code). */
export function timeOnce(fn: () => unknown): number {
  const t0 = nowNs();
  sink = fn();
  return Number(nowNs() - t0) / 1000;
}

/** Warms `fn` up, picks a batch size from the warm-up, then takes `samples` timed batches. */
export function run(fn: () => unknown, options: HarnessOptions): RunSamples {
  const warmupEnd = nowNs() + BigInt(Math.round(options.warmupMs * 1e6));
  let calls = 0;
  const warmupStart = nowNs();
  do {
    sink = fn();
    calls++;
  } while (nowNs() < warmupEnd);
  const perCallNs = Number(nowNs() - warmupStart) / calls;
  const batch = Math.max(1, Math.ceil((options.minSampleUs * 1000) / perCallNs));

  // A collection now, when one is available (node --expose-gc), so garbage left by
  // the warm-up or the previous benchmark is not billed to this one.
  (globalThis as { gc?: () => void }).gc?.();

  const perCallUs: number[] = [];
  for (let s = 0; s < options.samples; s++) {
    const t0 = nowNs();
    for (let i = 0; i < batch; i++) sink = fn();
    perCallUs.push(Number(nowNs() - t0) / 1000 / batch);
  }
  return { batch, perCallUs };
}

/** The q-quantile by nearest rank (q = 0.5 is the median): always a value that was measured. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
}
