import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

type AnyProps = Record<string, unknown>;
type Callback = (...args: unknown[]) => unknown;

const isCallback = (value: unknown): value is Callback => typeof value === 'function';

/** Sets `value` on every ref given (callback or object), as one callback ref. */
function composeRefs(...refs: unknown[]): (value: unknown) => void {
  return (value) => {
    for (const ref of refs) {
      if (isCallback(ref)) ref(value);
      else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = value;
    }
  };
}

/**
 * `asChild` in Radix's manner: renders the one child element instead of the part's own
 * element, with the part's props merged into the child's. Handlers run the child's first,
 * then the part's (unless the child's called `preventDefault`, where the part's handler
 * checks for itself); class names join; the child's other props win; refs are both set.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: ReactNode }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<AnyProps> & { ref?: Ref<unknown> };
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const ours = slotProps[key];
    const theirs = childProps[key];
    if (/^on[A-Z]/.test(key) && isCallback(ours) && isCallback(theirs)) {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        ours(...args);
      };
    } else if (key === 'className' && typeof ours === 'string' && typeof theirs === 'string' && ours && theirs) merged[key] = `${ours} ${theirs}`;
  }
  // React 19 passes `ref` as a prop; React 18 keeps it on the element.
  const childRef = 'ref' in childProps ? childProps.ref : child.ref;
  if (slotProps.ref || childRef) merged.ref = composeRefs(slotProps.ref, childRef);
  return cloneElement(child, merged);
}
