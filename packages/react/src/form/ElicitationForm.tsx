import { FormConfirmCancel } from './parts/FormConfirmCancel.js';
import { FormContent } from './parts/FormContent.js';
import { FormProblems } from './parts/FormProblems.js';
import { FormRoot, type FormRootProps } from './parts/FormRoot.js';
import { FormActions } from './parts/actions.js';
import { FormFields } from './parts/fields.js';
import { FormHeader } from './parts/header.js';
import { FormAcknowledge, FormAnswerHelp, FormErrorSummary, FormStatus } from './parts/status.js';

/** Props of {@link ElicitationForm}: those of {@link FormRoot}, without `children` (the parts are the default ones). */
export type ElicitationFormProps = Omit<FormRootProps, 'children' | 'asChild'>;

/**
 * Renders a form-mode elicitation: who asks (the host's `server`, never the request), the
 * server's message as plain text (no links), one accessible field per property with defaults
 * prefilled, and three distinct answers — Accept (submit), Decline (never disabled), Cancel
 * (also Escape). Nothing is sent without an explicit Accept, and what is sent is exactly the
 * `content` core's `validate` returns (checked against the schema). Hostile or unusable params show what is wrong and still
 * offer Decline and Cancel; a crash inside is contained by an error boundary.
 *
 * It is {@link FormRoot} with the default parts; rearrange them (or add your own, with
 * `useFormParts`) to restyle the form without losing any protection.
 *
 * ```tsx
 * <ElicitationForm key={entry.id} params={entry.params} server={{ name: 'github' }} onRespond={answer} />
 * ```
 */
export function ElicitationForm(props: ElicitationFormProps) {
  return (
    <FormRoot {...props}>
      <FormHeader />
      <FormProblems />
      <FormContent>
        <FormFields />
        <FormAcknowledge />
        <FormErrorSummary />
        <FormAnswerHelp />
        <FormConfirmCancel />
        <FormActions />
        {/* After the actions: appearing, it moves no button (a double click's second press lands where the first did). */}
        <FormStatus />
      </FormContent>
    </FormRoot>
  );
}
