import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ElicitationBoundary}. */
export interface ElicitationBoundaryProps {
  /** What to render instead of the crashed subtree; it receives the error. */
  fallback: (error: unknown) => ReactNode;
  /** Told about the crash (for the host's logging). Never rethrown into the host. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
  /** When any of these change, the boundary tries its children again. */
  resetKeys?: readonly unknown[];
  /** The UI to guard. */
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  keys: readonly unknown[] | undefined;
}

/**
 * Keeps a broken field or hostile request from taking the host chat down: a render error
 * below shows `fallback` (which still offers Decline and Cancel) instead of unmounting the
 * whole React tree.
 */
export class ElicitationBoundary extends Component<ElicitationBoundaryProps, State> {
  override state: State = { error: undefined, failed: false, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ElicitationBoundaryProps, state: State): Partial<State> | null {
    const a = props.resetKeys ?? [];
    const b = state.keys ?? [];
    if (state.failed && (a.length !== b.length || a.some((k, i) => !Object.is(k, b[i])))) {
      return { error: undefined, failed: false, keys: props.resetKeys };
    }
    return state.keys === props.resetKeys ? null : { keys: props.resetKeys };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    try {
      this.props.onError?.(error, info);
    } catch {
      // A failing logger must not turn a contained crash into a host crash.
    }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
