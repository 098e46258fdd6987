// The form's parts under one namespace, Radix style, like the URL consent's `UrlConsentParts`:
// `ElicitationFormParts.Root` around any arrangement of the others. The flat names (`FormRoot`,
// `FormSubmit`, …) stay exported too: these are aliases of the same components.
export { FormRoot as Root, type FormRootProps as RootProps } from './FormRoot.js';
export { FormHeader as Header, FormServer as WhoAsks, FormMessage as Message, FormWarnings as Warnings } from './header.js';
export { FormProblems as Problems } from './FormProblems.js';
export { FormContent as Content } from './FormContent.js';
export { FormFields as Fields, FormField as Field } from './fields.js';
export { FormAcknowledge as Acknowledge, FormErrorSummary as ErrorSummary, FormStatus as Status, FormAnswerHelp as AnswerHelp } from './status.js';
export { FormConfirmCancel as ConfirmCancel } from './FormConfirmCancel.js';
export {
  FormActions as Actions,
  FormSubmit as SubmitButton,
  FormDecline as DeclineButton,
  FormCancel as CancelButton,
  type FormActionProps as ActionProps,
} from './actions.js';
export { useFormParts, type FormPartsContextValue } from './context.js';
