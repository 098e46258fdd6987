/**
 * Size caps that keep `toFormModel` linear and the form usable whatever a server sends.
 * The work done is proportional to the input's size; beyond these numbers the extra
 * parts are reported instead of rendered.
 */

/** Properties past the first 500 are not rendered: each gets an `error` issue `too-large`. */
export const MAX_PROPERTIES = 500;

/** A choice with more than 1,000 options is still rendered, with a `warning` issue `too-large`. */
export const LARGE_OPTION_COUNT = 1_000;

/** A choice with more than 10,000 options is not rendered: an `error` issue `too-large`. */
export const MAX_OPTIONS = 10_000;
