import type { ServerIdentity } from '@elicit-kit/core';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FormView } from '../control/formView.js';
import type { Part } from '../../shared/part.js';
import type { FieldComponents } from '../fields/types.js';
import type { FormMessages } from '../messages.js';
import type { ElicitationFormController, FormStable } from '../useElicitationForm.js';

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

/**
 * What the kit's own parts share: the same as {@link FormPartsContextValue} with only the
 * controller's members that keep their identity for the request. Unlike the public context,
 * whose controller changes with every state a view shows (so a host's part that reads it stays
 * current), this one changes only with the request or the props; each part subscribes to its
 * own slice of the state ({@link useFormSlice}), so a Submit re-renders only the parts whose
 * slice changed.
 */
export interface FormPartsStable extends Omit<FormPartsContextValue, 'controller'> {
  form: FormStable;
}

export const FormPartsStableContext = createContext<FormPartsStable | undefined>(undefined);

/** The kit's parts' share of their form (see {@link FormPartsStable}); throws outside `FormRoot`. */
export function useFormPart(): FormPartsStable {
  const value = useContext(FormPartsStableContext);
  if (!value) throw new Error('Elicit Kit: form parts must be rendered inside <FormRoot>.');
  return value;
}

/**
 * One slice of the form's state as shown: re-renders only when `select`'s result changes
 * (`Object.is`), so `select` returns a primitive or an object that keeps its identity (the
 * view itself, its findings).
 */
export function useFormSlice<T>(select: (view: FormView) => T): T {
  const { control, view } = useFormPart().form;
  const read = () => select(view());
  return useSyncExternalStore(control.subscribe, read, read);
}
