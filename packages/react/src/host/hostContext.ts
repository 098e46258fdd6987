import type { ElicitationQueue, PendingElicitation } from '@elicit-kit/core';
import type { ElicitationProps } from '../elicitation/Elicitation.js';
import type { Part } from '../shared/part.js';
import type { UrlConsentHeadingLevel } from '../url-consent/parts/context.js';
import type { HostMessages } from './messages.js';

/** What every item of one host shares (one memoised object, so items can be memoised too). */
export interface HostShared {
  queue: ElicitationQueue;
  messages: HostMessages;
  part: Part;
  unstyled: boolean | undefined;
  formProps: ElicitationProps['formProps'];
  urlProps: ElicitationProps['urlProps'];
  /** Heading level of a URL consent's title (under the host's own headings). */
  headingLevel: UrlConsentHeadingLevel;
  onAbandon: ((entry: PendingElicitation) => void) | undefined;
  onFinished: ((entry: PendingElicitation) => void) | undefined;
  onError: ((error: unknown, entry: PendingElicitation) => void) | undefined;
  /** What Escape does for each shown entry, registered by its form (a form with typed work asks first). */
  escapes: Map<string, () => void>;
  /** Shows and focuses the host's "nothing else is waiting" status line (see `HostDone`), once the host is empty. */
  focusDone: () => void;
}
