import { describe, expect, it, vi } from 'vitest';
import { mergeProps } from './mergeProps.js';

const event = () => {
  const e = { defaultPrevented: false, preventDefault: () => void (e.defaultPrevented = true) };
  return e;
};

describe('mergeProps', () => {
  it('runs the guard, then the caller, then the action; a swallowing guard stops both', () => {
    const order: string[] = [];
    let swallow = false;
    const props = mergeProps<{ onClick: (e: ReturnType<typeof event>) => void }>(
      { onClick: () => (order.push('guard'), swallow) },
      { onClick: () => order.push('caller') },
      { onClick: () => order.push('action') },
    );
    props.onClick(event());
    expect(order).toEqual(['guard', 'caller', 'action']);
    swallow = true;
    props.onClick(event());
    expect(order).toEqual(['guard', 'caller', 'action', 'guard']);
  });

  it("the caller's preventDefault vetoes the action, not the guard", () => {
    const guard = vi.fn();
    const action = vi.fn();
    const props = mergeProps<{ onClick: (e: ReturnType<typeof event>) => void }>(
      { onClick: guard },
      { onClick: (e: ReturnType<typeof event>) => e.preventDefault() },
      { onClick: action },
    );
    props.onClick(event());
    expect(guard).toHaveBeenCalledOnce();
    expect(action).not.toHaveBeenCalled();
  });

  it('joins class names and descriptions, keeps the kit id and type, fills in the rest', () => {
    const props = mergeProps<Record<string, unknown>>(
      { id: 'kit', type: 'submit', className: 'ek-button', 'aria-describedby': 'a' },
      { id: 'mine', type: 'button', className: 'mine', 'aria-describedby': 'b a', title: 'Hello' },
    );
    expect(props).toEqual({ id: 'kit', type: 'submit', className: 'ek-button mine', 'aria-describedby': 'a b', title: 'Hello' });
  });

  it('sets both refs through one callback that stays the same from render to render', () => {
    const kit = vi.fn();
    const mine = { current: null as unknown };
    const first = mergeProps<{ ref: (value: unknown) => void }>({ ref: kit }, { ref: mine });
    const second = mergeProps<{ ref: (value: unknown) => void }>({ ref: kit }, { ref: mine });
    expect(second.ref).toBe(first.ref);
    first.ref('element');
    expect(kit).toHaveBeenCalledWith('element');
    expect(mine.current).toBe('element');
  });
});
