/**
 * `@elicit-kit/react`: components and hooks for MCP elicitations.
 *
 * The root holds what a host renders and the hooks it builds on: the queue host, either mode's
 * component, the form and URL consent with their headless hooks, the provider and the preview.
 * Strings are on `@elicit-kit/react/messages` (`en`, `de`: one typed bundle per language), the
 * field components a host can replace on `@elicit-kit/react/fields`, and the building blocks,
 * value utilities and tuning constants the components are made of on
 * `@elicit-kit/react/primitives`.
 *
 * @packageDocumentation
 */

// Settings for every component below: messages (one bundle per language), locale, unstyled.
export { ElicitKitProvider, type ElicitKitProviderProps, type ElicitKitSettings } from './messages/ElicitKitProvider.js';
export type { ElicitKitMessages } from './messages/bundles.js';

// Queue host: shows core's elicitation queue inline or as a dialog, and the hooks around it.
export { ElicitationHost, type ElicitationHostProps } from './host/ElicitationHost.js';
export { useElicitationQueue } from './host/useElicitationQueue.js';
export {
  useElicitationHandler,
  type ElicitationHandler,
  type ElicitationHandlerContext,
  type UseElicitationHandlerOptions,
} from './host/useElicitationHandler.js';

// Either mode: picks the form or the URL consent from the params.
export { Elicitation, type ElicitationProps } from './elicitation/Elicitation.js';

// Form renderer: the component and its headless hook.
export { ElicitationForm, type ElicitationFormProps } from './form/ElicitationForm.js';
// The form's parts (Radix style): ElicitationForm is FormRoot with these inside; rearrange them freely.
export { FormRoot, type FormRootProps } from './form/parts/FormRoot.js';
export { useFormParts, type FormPartsContextValue } from './form/parts/context.js';
export { FormHeader, FormServer, FormMessage, FormWarnings } from './form/parts/header.js';
export { FormProblems } from './form/parts/FormProblems.js';
export { FormContent } from './form/parts/FormContent.js';
export { FormFields, FormField } from './form/parts/fields.js';
export { FormAcknowledge, FormErrorSummary, FormStatus, FormAnswerHelp } from './form/parts/status.js';
export { FormConfirmCancel } from './form/parts/FormConfirmCancel.js';
export { FormActions, FormSubmit, FormDecline, FormCancel, type FormActionProps } from './form/parts/actions.js';
/**
 * The same form parts under one namespace, as `UrlConsentParts` holds the consent's (Radix style):
 * `ElicitationFormParts.Root` around `.Header`, `.Content`, `.Fields`, `.Actions`, `.SubmitButton`, ….
 * Aliases of the flat names above, which stay.
 */
export * as ElicitationFormParts from './form/parts/index.js';
export type {
  CallerProps,
  FieldRegistration,
  FormValuesAccess,
  FormRootElementProps,
  FormElementProps,
  ActionButtonProps,
  FieldControlProps,
  FormStatusProps,
} from './form/propGetters.js';
export {
  useElicitationForm,
  type ElicitationFormController,
  type ElicitationFormStatus,
  type SecretGate,
  type AcknowledgeProps,
  type FormFieldEntry,
  type SensitiveFindings,
  type UseElicitationFormOptions,
} from './form/useElicitationForm.js';
export type { FieldProps, FieldComponents } from './form/fields/index.js';
export type { FormDraft } from './form/values.js';

// URL consent: the inline card, the modal dialog and the headless hook.
export { UrlConsent, type UrlConsentProps } from './url-consent/UrlConsent.js';
export { UrlConsentDialog, type UrlConsentDialogProps } from './url-consent/UrlConsentDialog.js';
export {
  useUrlConsent,
  type UrlConsentController,
  type UrlConsentGate,
  type UrlConsentRespondInfo,
  type UrlConsentState,
  type UrlOpener,
  type UseUrlConsentOptions,
} from './url-consent/useUrlConsent.js';
// The protections come out of the hook as prop getters; a UI spreads them on its own elements.
export type { UrlConsentPropGetters, UrlConsentButtonProps, UrlConsentRootProps, UrlConsentRootOptions } from './url-consent/consentPropGetters.js';
/**
 * The parts `UrlConsent` is composed of (Radix style): `UrlConsentParts.Root` around any arrangement
 * of `.WhoAsks`, `.Title`, `.Message`, `.Destination`, `.Warnings`, `.FullLink`, `.Actions`, …, so a
 * host can restyle, reorder or leave parts out without forking the view.
 */
export * as UrlConsentParts from './url-consent/parts/index.js';
export type { UrlConsentHeadingLevel } from './url-consent/parts/context.js';

// Try your own request: paste elicitation/create params, see the rendering and the exact answers.
export { ElicitationPreview, type ElicitationPreviewProps } from './preview/ElicitationPreview.js';
