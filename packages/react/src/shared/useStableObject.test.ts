import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableObject } from './useStableObject.js';

describe('useStableObject', () => {
  it('keeps the first object while every member is the same, and takes a new one when one changes', () => {
    const handler = () => {};
    const { result, rerender } = renderHook(({ n }: { n: number }) => useStableObject({ n, handler }), { initialProps: { n: 1 } });
    const first = result.current;
    rerender({ n: 1 });
    expect(result.current).toBe(first);
    rerender({ n: 2 });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual({ n: 2, handler });
  });

  it('takes the new object when a key appears or goes, even with undefined values', () => {
    const { result, rerender } = renderHook(
      ({ extra }: { extra: boolean }) => useStableObject<{ a: number; b?: undefined }>(extra ? { a: 1, b: undefined } : { a: 1 }),
      {
        initialProps: { extra: false },
      },
    );
    const first = result.current;
    rerender({ extra: true });
    expect(result.current).not.toBe(first);
    expect(Object.hasOwn(result.current, 'b')).toBe(true);
    const second = result.current;
    rerender({ extra: false });
    expect(result.current).not.toBe(second);
    expect(Object.hasOwn(result.current, 'b')).toBe(false);
  });
});
