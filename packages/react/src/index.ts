// @elicit-kit/react — components and hooks for MCP elicitations.
// Shared building blocks; the form renderer and URL consent export from their folders.
export {
  ElicitKitProvider,
  useElicitKitSettings,
  useMessages,
  useLocale,
  type ElicitKitProviderProps,
  type ElicitKitSettings,
} from './messages/ElicitKitProvider.js';
export { commonMessagesEn, commonMessagesDe, type CommonMessages } from './messages/common.js';
export { ServerIdentity, type ServerIdentityProps } from './shared/ServerIdentity.js';
export { ServerText, type ServerTextProps } from './shared/ServerText.js';
export { ServerMessage, type ServerMessageProps } from './shared/ServerMessage.js';
export { ElicitationBoundary, type ElicitationBoundaryProps } from './shared/ElicitationBoundary.js';
export { CrashFallback, type CrashFallbackProps } from './shared/CrashFallback.js';
export { usePart, type Part } from './shared/part.js';
export { AcknowledgeBox, type AcknowledgeBoxProps } from './shared/AcknowledgeBox.js';
export { useAcknowledgement, type Acknowledgement } from './shared/useAcknowledgement.js';

// URL consent (issue 4): the inline card, the modal dialog, the headless hook and messages.
export { UrlConsent, type UrlConsentProps } from './url-consent/UrlConsent.js';
export { UrlConsentDialog, type UrlConsentDialogProps } from './url-consent/UrlConsentDialog.js';
export {
  useUrlConsent,
  isUrlConsentClosed,
  STRONG_URL_WARNINGS,
  DEFAULT_OPEN_DELAY_MS,
  type UrlConsentController,
  type UrlConsentGate,
  type UrlConsentRespondInfo,
  type UrlConsentState,
  type UrlOpener,
  type UseUrlConsentOptions,
} from './url-consent/useUrlConsent.js';
export { loadUrlInspector, type UrlInspector } from './url-consent/urlInspector.js';
export { urlConsentMessagesEn, urlConsentMessagesDe, type UrlConsentMessages } from './url-consent/messages.js';

// Form renderer (issue 3): the component, its headless hook, field components, messages and draft types.
export { ElicitationForm, type ElicitationFormProps } from './form/ElicitationForm.js';
export {
  useElicitationForm,
  loadSensitiveCheck,
  type ElicitationFormController,
  type ElicitationFormStatus,
  type SecretGate,
  type AcknowledgeProps,
  type FormFieldEntry,
  type SensitiveFindings,
  type UseElicitationFormOptions,
} from './form/useElicitationForm.js';
export {
  TextInput,
  NumberInput,
  BooleanInput,
  SelectInput,
  MultiSelectInput,
  SecretInput,
  ListInput,
  ConstInput,
  defaultFieldComponents,
  RADIO_LIMIT,
  SEARCH_LIMIT,
  MULTI_FILTER_LIMIT,
  type FieldProps,
  type FieldComponents,
} from './form/fields/index.js';
export { formMessagesEn, type FormMessages, type ErrorParams } from './form/messages.js';
export { formMessagesDe } from './form/messages-de.js';
export { normalizeNumberText, localToRfc3339, rfc3339ToLocal, asksYesNo, type FormDraft, type RawValues } from './form/values.js';

// Either mode: picks the form or the URL consent from the params.
export { Elicitation, type ElicitationProps } from './elicitation/Elicitation.js';

// Queue host: shows core's elicitation queue inline or as a dialog, and the hooks around it.
export { ElicitationHost, type ElicitationHostProps } from './host/ElicitationHost.js';
export { useElicitationQueue } from './host/useElicitationQueue.js';
export { waitsForPerson } from './host/hostItems.js';
export {
  useElicitationHandler,
  type ElicitationHandler,
  type ElicitationHandlerContext,
  type UseElicitationHandlerOptions,
} from './host/useElicitationHandler.js';
export { hostMessagesEn, hostMessagesDe, type HostMessages } from './host/messages.js';

// Try your own request: paste elicitation/create params, see the rendering and the exact answers.
export { ElicitationPreview, type ElicitationPreviewProps } from './preview/ElicitationPreview.js';
export { readPreviewInput, type PreviewInput, type PreviewShape } from './preview/readPreviewInput.js';
export { previewMessagesEn, previewMessagesDe, type PreviewMessages } from './preview/messages.js';
