import { notImplemented } from '../not-implemented.js';
import type { ChatElicitations, ChatElicitationsOptions } from './types.js';

/**
 * Creates the page's {@link ChatElicitations} store (`useChatElicitations` does it for you in React).
 */
export function createChatElicitations(options: ChatElicitationsOptions = {}): ChatElicitations {
  void options;
  return notImplemented('createChatElicitations');
}
