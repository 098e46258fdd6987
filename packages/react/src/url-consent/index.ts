export { UrlConsent, type UrlConsentProps } from './UrlConsent.js';
export { UrlConsentDialog, type UrlConsentDialogProps } from './UrlConsentDialog.js';
export {
  useUrlConsent,
  isUrlConsentClosed,
  loadUrlInspector,
  STRONG_URL_WARNINGS,
  type UrlConsentController,
  type UrlConsentGate,
  type UrlConsentRespondInfo,
  type UrlConsentState,
  type UrlOpener,
  type UseUrlConsentOptions,
} from './useUrlConsent.js';
export { urlConsentMessagesEn, urlConsentMessagesDe, type UrlConsentMessages } from './messages.js';
