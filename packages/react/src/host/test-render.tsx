// Rendering helpers for the host's jsdom tests (not exported from the package).
import { createElicitationQueue, type ElicitationQueue, type ElicitResult } from '@elicit-kit/core';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { ElicitationHost, type ElicitationHostProps } from './ElicitationHost.js';

/**
 * Renders a host (in StrictMode, so double effects are part of every test) over `queue`, with
 * `ask`: enqueue inside act, so React has rendered the new snapshot when it returns.
 */
export function setup(props: Partial<ElicitationHostProps> = {}, queue: ElicitationQueue = createElicitationQueue()) {
  const view = render(
    <StrictMode>
      <ElicitationHost queue={queue} urlProps={{ openDelayMs: 0 }} {...props} />
    </StrictMode>,
  );
  const ask = (request: Parameters<ElicitationQueue['enqueue']>[0]) => {
    let answer!: Promise<ElicitResult>;
    act(() => {
      answer = queue.enqueue(request);
    });
    return answer;
  };
  return { queue, ask, ...view };
}

/** The host's own live region (the form and consent have status regions too). */
export const status = () => screen.getAllByRole('status').find((el) => el.getAttribute('data-ek-part') === 'host-status')!;
