// Red-team checks of the date-time conversion around daylight-saving changes and old years.
// The time zone is set for this file only (Node re-reads TZ when it changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToRfc3339, rfc3339ToLocal } from './values.js';

const saved = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  if (saved === undefined) delete process.env.TZ;
  else process.env.TZ = saved;
});

describe('localToRfc3339 in Europe/Berlin', () => {
  it('uses the offset of that date (winter, summer)', () => {
    expect(localToRfc3339('2026-01-15T09:30:00')).toBe('2026-01-15T09:30:00+01:00');
    expect(localToRfc3339('2026-07-28T09:30:00')).toBe('2026-07-28T09:30:00+02:00');
  });

  it('a time in the spring-forward gap is sent as the instant the browser makes of it (02:30 → 03:30 CEST), not an hour earlier', () => {
    const sent = localToRfc3339('2026-03-29T02:30:00');
    expect(sent).toBe('2026-03-29T02:30:00+01:00');
    expect(new Date(sent).getTime()).toBe(new Date(2026, 2, 29, 2, 30).getTime());
  });

  it('an ambiguous autumn time takes the earlier (summer) offset, as the browser does', () => {
    const sent = localToRfc3339('2026-10-25T02:30:00');
    expect(sent).toBe('2026-10-25T02:30:00+02:00');
    expect(new Date(sent).getTime()).toBe(new Date(2026, 9, 25, 2, 30).getTime());
  });

  it('years below 100 are not read as 19xx', () => {
    const sent = localToRfc3339('0050-06-01T12:00:00');
    const expected = new Date(0);
    expected.setFullYear(50, 5, 1);
    expected.setHours(12, 0, 0, 0);
    // Berlin's local mean time then was +00:53:28; RFC 3339 offsets stop at minutes, so the
    // instant sent is exactly the dropped 28 seconds later.
    expect(sent).toBe('0050-06-01T12:00:00+00:53');
    expect(new Date(sent).getTime() - expected.getTime()).toBe(28_000);
    expect(rfc3339ToLocal(sent).slice(0, 16)).toBe('0050-06-01T12:00');
  });
});
