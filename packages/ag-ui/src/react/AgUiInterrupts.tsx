'use client';
import type { AbstractAgent } from '@ag-ui/client';
import { ElicitationHost, type ElicitationHostProps } from '@elicit-kit/react';
import { createElicitationQueue, type ElicitationQueue } from '@elicit-kit/core';
import { useEffect, useState } from 'react';
import { createInterruptSession, type InterruptSessionOptions } from './interrupt-session.js';

/**
 * The queue `agent`'s interrupts render from, for as long as the component is mounted; the run is resumed once
 * they are answered. Pass a stable `agent`; `options` are read when `agent` changes.
 */
export function useAgUiInterrupts(agent: AbstractAgent, options: InterruptSessionOptions): ElicitationQueue {
  const [queue] = useState(() => options.queue ?? createElicitationQueue());
  useEffect(() => {
    const session = createInterruptSession(agent, { ...options, queue });
    return () => session.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are read when the agent changes, as documented
  }, [agent, queue]);
  return queue;
}

/** Props of {@link AgUiInterrupts}. */
export interface AgUiInterruptsProps extends InterruptSessionOptions, Omit<ElicitationHostProps, 'queue'> {
  /** The AG-UI agent whose runs may end with interrupts (an `HttpAgent`, or any `AbstractAgent`). */
  agent: AbstractAgent;
}

/**
 * Renders `agent`'s interrupts with the kit's `ElicitationHost` (forms, URL consent) and resumes the run.
 *
 * @example
 * const agent = useMemo(() => new HttpAgent({ url: '/api/agent' }), []);
 * <AgUiInterrupts agent={agent} server={{ name: 'assistant', title: 'Travel assistant' }} />
 */
export function AgUiInterrupts({ agent, server, answerOther, onResumeError, onResumed, queue: given, ...hostProps }: AgUiInterruptsProps) {
  const queue = useAgUiInterrupts(agent, {
    server,
    ...(answerOther ? { answerOther } : {}),
    ...(onResumeError ? { onResumeError } : {}),
    ...(onResumed ? { onResumed } : {}),
    ...(given ? { queue: given } : {}),
  });
  return <ElicitationHost queue={queue} {...hostProps} />;
}
