import { describe, expect, it } from 'vitest';
import { roundGroup } from './round-group.js';

describe('roundGroup', () => {
  it('gives the keys of one round (one signal) one group, and every other round another', () => {
    const round1 = new AbortController().signal;
    const round2 = new AbortController().signal;
    expect(roundGroup(round1)).toBe(roundGroup(round1));
    expect(roundGroup(round1)).not.toBe(roundGroup(round2));
  });
});
