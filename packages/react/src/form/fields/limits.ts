/** Options up to this count render as radio buttons. */
export const RADIO_LIMIT = 7;
/** Above this many options a choice gets a filter box (and a single choice a list box). */
export const SEARCH_LIMIT = 100;
/** Above this many options a multi-select gets a filter box. */
export const MULTI_FILTER_LIMIT = 30;
