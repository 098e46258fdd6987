import type { ComponentType } from 'react';
import { useMessages } from '../messages/ElicitKitProvider.js';
import { ElicitationBoundary } from '../shared/ElicitationBoundary.js';
import { useRespondOnce } from '../shared/useRespondOnce.js';
import { urlConsentMessagesEn, type UrlConsentMessages } from './messages.js';
import type { UrlConsentProps } from './UrlConsent.js';

/** What the card's and the dialog's inner parts get: resolved messages and a once-only `onRespond`. */
export type ResolvedConsentProps<P extends UrlConsentProps = UrlConsentProps> = P & { messages: UrlConsentMessages };

/**
 * Shared by the card and the dialog: resolves the messages, makes `onRespond` once-only (the
 * body and the crash fallback may both try to answer) and contains any crash of `Body` in an
 * {@link ElicitationBoundary} that renders `Fallback`.
 */
export function GuardedConsent<P extends UrlConsentProps>({
  props,
  Body,
  Fallback,
}: {
  props: P;
  Body: ComponentType<ResolvedConsentProps<P>>;
  Fallback: ComponentType<ResolvedConsentProps<P>>;
}) {
  const messages = useMessages(urlConsentMessagesEn, props.messages);
  const onRespond = useRespondOnce(props.onRespond);
  const resolved = { ...props, messages, onRespond };
  return (
    <ElicitationBoundary onError={props.onError && ((e) => props.onError?.(e))} fallback={() => <Fallback {...resolved} />}>
      <Body {...resolved} />
    </ElicitationBoundary>
  );
}
