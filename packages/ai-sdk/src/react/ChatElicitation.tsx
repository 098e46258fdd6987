'use client';
import { ElicitationHost, type ElicitationHostProps } from '@elicit-kit/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ElicitationPartData, ElicitationPartStatus } from '../part/types.js';
import { chatElicitationMessagesEn, type ChatElicitationMessages } from './messages.js';
import type { ChatElicitations, ChatElicitationState } from './types.js';

/** Props of {@link ChatElicitation}. */
export interface ChatElicitationProps {
  /** The `data-elicitation` part's `data`. */
  data: ElicitationPartData;
  /** The page's store (`useChatElicitations(messages)` or `createChatElicitations()`). */
  elicitations: ChatElicitations;
  /** Passed to the `ElicitationHost` that shows the pending request (layout, formProps, messages, …). */
  hostProps?: Omit<ElicitationHostProps, 'queue'> | undefined;
  /** Any subset of the outcome line's strings (English by default). */
  messages?: Partial<ChatElicitationMessages> | undefined;
  /** Render without the kit's class names (style by `data-*`). */
  unstyled?: boolean | undefined;
}

const LINE_OF_STATUS: Record<Exclude<ElicitationPartStatus, 'pending'>, keyof ChatElicitationMessages> = {
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
  aborted: 'aborted',
  'stream-closed': 'streamClosed',
  'channel-lost': 'channelLost',
  shutdown: 'shutdown',
  refused: 'refusedByServer',
};

/**
 * One elicitation, where its part sits in the message (after the tool call that asked): the
 * request's form (an `ElicitationHost` over its own queue) while it waits, then one line saying
 * what became of it — also after a reload, so nothing is ever asked twice.
 *
 * State attributes: `data-phase` (see {@link ChatElicitationState.phase}) and `data-status` (the part's status).
 */
export function ChatElicitation({ data, elicitations, hostProps, messages: overrides, unstyled }: ChatElicitationProps) {
  useSyncExternalStore(elicitations.subscribe, elicitations.getSnapshot, elicitations.getSnapshot);
  useEffect(() => elicitations.track(data), [elicitations, data]);
  const state = elicitations.get(data.id);
  const phase = state?.phase;
  const host = <ElicitationHost {...(unstyled !== undefined && { unstyled })} {...hostProps} queue={elicitations.queueFor(data.id)} />;
  const line = useRef<HTMLParagraphElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    // The form that held focus is gone once the request is answered: without this, focus would
    // fall to <body> and a keyboard user would start over at the top of the page.
    if (phase === 'pending') wasPending.current = true;
    else if (wasPending.current && line.current) {
      wasPending.current = false;
      const active = line.current.ownerDocument.activeElement;
      if (active === null || active === line.current.ownerDocument.body) line.current.focus();
    }
  }, [phase]);
  const messages = { ...chatElicitationMessagesEn, ...overrides };
  const server = (state?.data ?? data).server.title || (state?.data ?? data).server.name;
  const attributes = {
    'data-ek-part': 'chat-elicitation',
    'data-phase': state?.phase ?? 'pending',
    'data-status': (state?.data ?? data).status,
    className: unstyled ? undefined : 'ek-chat-elicitation',
  };
  // A pending part's host is there before the store enqueues the request (in the effect above):
  // the host then sees it arrive, so `focusNewRequests` moves focus into it (a request already
  // there when a host first renders counts as seen, not new). Same tree in both cases, so the
  // host is not mounted again.
  if (!state && data.status !== 'pending') return null;
  if (!state || state.phase === 'pending') {
    return (
      <div {...attributes}>
        {state?.error ? <p role="alert">{fill(messages.refused, server, state.error.status)}</p> : null}
        {host}
      </div>
    );
  }
  return (
    <p role="status" tabIndex={-1} ref={line} {...attributes}>
      {fill(messages[lineKey(state)], server, state.error?.status ?? '')}
    </p>
  );
}

function lineKey(state: ChatElicitationState): keyof ChatElicitationMessages {
  if (state.phase === 'sending') return 'sending';
  if (state.phase === 'sent') return 'sent';
  if (state.phase === 'refused') return 'refused';
  return state.data.status === 'pending' ? 'expired' : LINE_OF_STATUS[state.data.status];
}

function fill(template: string, server: string, reason: string): string {
  return template.replace('{server}', server).replace('{reason}', reason);
}
