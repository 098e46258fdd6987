/** SDK request options passed to every leg. */
export interface LegOptions {
  /** Per leg (default 60 000 ms in both SDKs). */
  timeout?: number;
  /** Upper bound of one leg even when progress resets `timeout`. */
  maxTotalTimeout?: number;
}
