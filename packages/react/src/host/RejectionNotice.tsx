import { useMessages } from '../messages/ElicitKitProvider.js';
import { commonMessagesEn } from '../messages/common.js';
import { Isolated } from '../shared/Isolated.js';
import { ServerText } from '../shared/ServerText.js';
import type { HostShared } from './hostContext.js';

/**
 * Above a request asked again after the server refused the answer (`entry.rejection`): who
 * refused, and why in the server's own words (plain, bidi-isolated, clipped). The form below
 * is prefilled with what was sent, so the person corrects it instead of starting over.
 */
export function RejectionNotice({ id, server, reason, host }: { id: string; server: string; reason: string; host: HostShared }) {
  const { part, messages, unstyled } = host;
  const common = useMessages(commonMessagesEn);
  return (
    <div id={id} className={part('host-rejection')} data-ek-part="host-rejection">
      <p className={part('host-rejection-title')}>
        <Isolated text={messages.rejected(server)} />
      </p>
      <ServerText text={reason} clipAt={300} showMore={common.showMore} showLess={common.showLess} unstyled={unstyled} />
    </div>
  );
}
