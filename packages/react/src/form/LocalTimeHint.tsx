import { formatUtcOffset } from '@elicit-kit/core/values';
import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => {};
const browserOffset = (): string => formatUtcOffset(-new Date().getTimezoneOffset() || 0);
// The server does not know the person's time zone: it renders the hint without an offset,
// and hydration fills it in, so server and client markup agree.
const unknownOffset = (): string => '';

/**
 * The text of a date-and-time field's hint: `localTime` with the person's UTC offset, or
 * with `''` while server rendering and hydrating. Its own component, so only date-time
 * fields pay for the subscription.
 */
export function LocalTimeHint({ localTime }: { localTime: (offset: string) => string }) {
  return localTime(useSyncExternalStore(noSubscription, browserOffset, unknownOffset));
}
