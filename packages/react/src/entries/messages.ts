/**
 * `@elicit-kit/react/messages`: every string the components show, one typed bundle per language
 * (`en`, `de`), and each component's own map for a host that overrides one part.
 *
 * ```tsx
 * import { de } from '@elicit-kit/react/messages';
 * <ElicitKitProvider messages={de} locale="de-DE">…</ElicitKitProvider>
 * ```
 *
 * @packageDocumentation
 */
export { en, de, type ElicitKitMessages } from '../messages/bundles.js';
export { commonMessagesEn, commonMessagesDe, type CommonMessages } from '../messages/common.js';
export { formMessagesEn, type FormMessages, type ErrorParams } from '../form/messages.js';
export type { PatternPart } from '../form/describePattern.js';
export { formMessagesDe } from '../form/messages-de.js';
export { urlConsentMessagesEn, urlConsentMessagesDe, type UrlConsentMessages } from '../url-consent/messages.js';
export { hostMessagesEn, hostMessagesDe, type HostMessages } from '../host/messages.js';
export { previewMessagesEn, previewMessagesDe, type PreviewMessages } from '../preview/messages.js';
