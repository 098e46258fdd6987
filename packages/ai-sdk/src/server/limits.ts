/** How long a settled elicitation is remembered by default: late answers get 409/410 instead of 404. */
export const DEFAULT_SETTLED_TTL_MS = 15 * 60_000;

/** The default time a person has to answer. */
export const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/** The longest timeout a timer can wait (2^31 − 1 ms, about 24.8 days). */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** The largest answer body the route reads by default. */
export const DEFAULT_MAX_BODY_BYTES = 65_536;
