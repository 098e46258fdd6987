import { formatUtcOffset } from '@elicit-kit/core/values';
import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => {};
const browserOffset = (): string => formatUtcOffset(-new Date().getTimezoneOffset() || 0);
// The server does not know the person's time zone: it renders the hint without an offset,
// and hydration fills it in, so server and client markup agree.
const unknownOffset = (): string => '';

/**
 * The person's UTC offset (`+02:00`) for the date-and-time fields' hint, or `''` while server
 * rendering and hydrating. Read once per form (by the field list), not per field: each
 * subscription costs a hook and effects, and only date-time fields are handed the value.
 */
export function useLocalTimeOffset(): string {
  return useSyncExternalStore(noSubscription, browserOffset, unknownOffset);
}
