import type { ElicitResult, ServerIdentity } from '@elicit-kit/core';
import { readElicitationRequest } from '@elicit-kit/core/protocol';
import { useMemo } from 'react';
import { ElicitationForm, type ElicitationFormProps } from '../form/ElicitationForm.js';
import { UrlConsent, type UrlConsentProps } from '../url-consent/UrlConsent.js';
import { UrlConsentDialog, type UrlConsentDialogProps } from '../url-consent/UrlConsentDialog.js';

type Own = 'params' | 'server' | 'onRespond';

/** Props of {@link Elicitation}. */
export interface ElicitationProps {
  /** The untrusted `elicitation/create` params of either mode. */
  params: unknown;
  /** Who asks, as the host knows it: never taken from the request. */
  server: ServerIdentity;
  /** Called exactly once with the person's answer: `accept` (with content in form mode), `decline` or `cancel`. */
  onRespond: (result: ElicitResult) => void;
  /** How a URL consent is shown: an inline card (default) or a modal dialog. Forms are always inline. */
  urlLayout?: 'inline' | 'dialog';
  /** Extra props for the form, when the request is a form. */
  formProps?: Omit<ElicitationFormProps, Own>;
  /** Extra props for the URL consent, when the request is a URL request. */
  urlProps?: Omit<UrlConsentDialogProps, Own>;
}

/**
 * One elicitation, whatever its mode: URL-mode params get {@link UrlConsent} (or
 * {@link UrlConsentDialog}), everything else gets {@link ElicitationForm}, which also explains
 * params that are neither (unknown mode, not an object) and still offers Decline and Cancel.
 * The mode is core's reading of the params (`readElicitationRequest`, shared with the queue entry's). The dialog's
 * code (Radix Dialog) loads the first time `urlLayout="dialog"` shows a URL request.
 */
export function Elicitation({ params, server, onRespond, urlLayout = 'inline', formProps, urlProps }: ElicitationProps) {
  const mode = useMemo(() => readElicitationRequest(params).mode, [params]);
  if (mode === 'url') {
    const props: UrlConsentProps = { ...urlProps, params, server, onRespond: (result) => onRespond(result) };
    return urlLayout === 'dialog' ? <UrlConsentDialog {...props} /> : <UrlConsent {...props} />;
  }
  return <ElicitationForm {...formProps} params={params} server={server} onRespond={onRespond} />;
}
