// The form's actions as the controller hands them out: each one a transition of the control,
// so they keep their identity for the life of the request.
import type { FormModel } from '@elicit-kit/core';
import { cancel as cancelResult, decline as declineResult } from '@elicit-kit/core/respond';
import type { FormControl } from './control/createFormControl.js';
import type { ElicitationFormController, FormFieldEntry } from './controllerTypes.js';
import type { FormValuesAccess } from './propGetters.js';
import { propertyTitle } from './readRequest.js';
import { sameRawValue, type RawValues } from './values.js';

export type FormActions = Pick<
  ElicitationFormController,
  'hasEdits' | 'accept' | 'decline' | 'cancel' | 'escape' | 'keepEditing' | 'setAcknowledged' | 'submitting' | 'fieldLabel'
>;

/** The actions of one request (`pristine`: what the fields show with the schema's defaults alone). */
export function formActions(
  control: FormControl,
  form: FormValuesAccess,
  fields: readonly FormFieldEntry[],
  pristine: RawValues,
  model: FormModel | undefined,
  schema: unknown,
): FormActions {
  const hasEdits = () => {
    const raw = form.getValues();
    return fields.some(({ name }) => !sameRawValue(raw[name], pristine[name]));
  };
  return {
    hasEdits,
    accept: () => (model?.renderable && model.acceptable !== false ? control.accept() : Promise.resolve()),
    decline: () => control.respond(declineResult()),
    cancel: () => control.respond(cancelResult()),
    escape: () => control.escape(hasEdits),
    keepEditing: control.keepEditing,
    setAcknowledged: control.acknowledge,
    submitting: () => control.getState().submitting,
    fieldLabel: (key) => fields.find((f) => f.field.key === key)?.field.label ?? propertyTitle(schema, key) ?? key,
  };
}
