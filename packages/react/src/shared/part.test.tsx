import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ElicitKitProvider } from '../messages/ElicitKitProvider.js';
import { usePart } from './part.js';

describe('usePart', () => {
  it('gives ek- classes, or none when unstyled (prop first, then provider)', () => {
    const styled = renderHook(() => usePart()).result.current;
    expect(styled('button')).toBe('ek-button');
    expect(styled('button', 'host')).toBe('ek-button host');
    const wrapper = ({ children }: { children: ReactNode }) => <ElicitKitProvider unstyled>{children}</ElicitKitProvider>;
    expect(renderHook(() => usePart(), { wrapper }).result.current('button', 'host')).toBe('host');
    expect(renderHook(() => usePart(false), { wrapper }).result.current('button')).toBe('ek-button');
  });

  it('is one stable function while the resolved unstyled value stays (memoised parts do not re-render)', () => {
    const { result, rerender } = renderHook(({ unstyled }: { unstyled?: boolean }) => usePart(unstyled), { initialProps: {} });
    const first = result.current;
    rerender({});
    expect(result.current).toBe(first);
    rerender({ unstyled: true });
    expect(result.current).not.toBe(first);
    expect(result.current('button')).toBeUndefined();
  });
});
