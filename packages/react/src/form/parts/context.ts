import type { ServerIdentity } from '@elicit-kit/core';
import { createContext, useContext } from 'react';
import type { Part } from '../../shared/part.js';
import type { FieldComponents } from '../fields/types.js';
import type { FormMessages } from '../messages.js';
import type { ElicitationFormController } from '../useElicitationForm.js';

/** What the parts inside {@link FormRoot} share: the form's controller and how it is shown. */
export interface FormPartsContextValue {
  controller: ElicitationFormController;
  server: ServerIdentity;
  messages: FormMessages;
  components: FieldComponents;
  locale: string | undefined;
  part: Part;
  unstyled: boolean | undefined;
  /** DOM ids the parts point at each other with. */
  ids: { server: string; message: string; answerHelp: string };
}

export const FormPartsContext = createContext<FormPartsContextValue | undefined>(undefined);

/**
 * The form a part belongs to: its controller (the headless state and prop getters), messages
 * and settings. For a host's own parts inside `FormRoot`; throws outside one.
 */
export function useFormParts(): FormPartsContextValue {
  const value = useContext(FormPartsContext);
  if (!value) throw new Error('Elicit Kit: form parts must be rendered inside <FormRoot>.');
  return value;
}
