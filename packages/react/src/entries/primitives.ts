/**
 * `@elicit-kit/react/primitives`: what the components are made of, for a host that builds its own
 * UI on the hooks: who asks and server text, the crash boundary, acknowledgements, class names
 * (`usePart`), the provider's readers, and the value utilities and tuning constants the
 * components use.
 *
 * @packageDocumentation
 */
export { useElicitKitSettings, useMessages, useLocale } from '../messages/ElicitKitProvider.js';
export { ServerIdentity, type ServerIdentityProps } from '../shared/ServerIdentity.js';
export { ServerText, type ServerTextProps } from '../shared/ServerText.js';
export { ServerMessage, type ServerMessageProps } from '../shared/ServerMessage.js';
export { ElicitationBoundary, type ElicitationBoundaryProps } from '../shared/ElicitationBoundary.js';
export { CrashFallback, type CrashFallbackProps } from '../shared/CrashFallback.js';
export { usePart, type Part } from '../shared/part.js';
export { AcknowledgeBox, type AcknowledgeBoxProps } from '../shared/AcknowledgeBox.js';
export { useAcknowledgement, type Acknowledgement } from '../shared/useAcknowledgement.js';

// URL consent: when a consent is over, the warnings that gate Open, the arming delay, the checker.
export { isUrlConsentClosed, STRONG_URL_WARNINGS, DEFAULT_OPEN_DELAY_MS } from '../url-consent/useUrlConsent.js';
export { loadUrlInspector, type UrlInspector } from '../url-consent/urlInspector.js';
// The URL consent's state machine as a pure reducer (no React): what useUrlConsent runs.
export {
  reduceUrlConsent,
  deriveUrlConsent,
  initialUrlConsent,
  type UrlConsentMachine,
  type UrlConsentEvent,
  type UrlConsentFacts,
  type UrlConsentPhase,
  type UrlConsentShown,
  type UrlConsentSnapshot,
} from '../url-consent/machine/urlConsentMachine.js';

// Form values: the secret-field check on demand, number and date-time text, yes/no questions.
export { loadSensitiveCheck } from '../form/useElicitationForm.js';
export { normalizeNumberText, localToRfc3339, rfc3339ToLocal, asksYesNo } from '../form/values.js';

// Host and preview.
export { waitsForPerson } from '../host/hostItems.js';
export { readPreviewInput, type PreviewInput, type PreviewShape } from '../preview/readPreviewInput.js';
