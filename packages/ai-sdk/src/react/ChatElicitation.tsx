'use client';
import type { ElicitationHostProps } from '@elicit-kit/react';
import { notImplemented } from '../not-implemented.js';
import type { ElicitationPartData } from '../part/types.js';
import type { ChatElicitationMessages } from './messages.js';
import type { ChatElicitations } from './types.js';

/** Props of {@link ChatElicitation}. */
export interface ChatElicitationProps {
  /** The `data-elicitation` part's `data`. */
  data: ElicitationPartData;
  /** The page's store (`useChatElicitations(messages)` or `createChatElicitations()`). */
  elicitations: ChatElicitations;
  /** Passed to the `ElicitationHost` that shows the pending request (layout, formProps, messages, …). */
  hostProps?: Omit<ElicitationHostProps, 'queue'>;
  /** Any subset of the outcome line's strings (English by default). */
  messages?: Partial<ChatElicitationMessages>;
  /** Render without the kit's class names (style by `data-*`). */
  unstyled?: boolean;
}

/**
 * One elicitation, where its part sits in the message (after the tool call that asked): the
 * request's form (an `ElicitationHost` over its own queue) while it waits, then one line saying
 * what became of it — also after a reload, so nothing is ever asked twice.
 *
 * State attributes: `data-phase` (see {@link ChatElicitationState.phase}) and `data-status` (the part's status).
 */
export function ChatElicitation(props: ChatElicitationProps): never {
  void props;
  return notImplemented('ChatElicitation');
}
