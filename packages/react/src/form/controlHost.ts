// What the form's control asks of the form around it (control/createFormControl.ts), built
// from this render's model, fields and props: the answer, a draft, Submit's check and focus.
import type { FormModel } from '@elicit-kit/core';
import { isSchemaSupportLoaded, loadSchemaSupport } from '@elicit-kit/core/values';
import { checkAnswer, type UnreadableControl } from './checkAnswer.js';
import type { FormControlHost } from './control/createFormControl.js';
import type { FormFieldEntry, UseElicitationFormOptions } from './controllerTypes.js';
import type { FieldErrorStore } from './fieldErrors.js';
import { badInputCode, type FormDom } from './formDom.js';
import type { FormValuesAccess } from './propGetters.js';
import { toDraft, withoutSecrets } from './values.js';

/** A control the browser itself cannot read (a half-typed date), by the page's DOM. */
export const unreadable: UnreadableControl = (entry) => badInputCode(entry.field, entry.id);

/** What one form needs to answer its control. */
export interface FormParts {
  options: UseElicitationFormOptions;
  model: FormModel | undefined;
  fields: readonly FormFieldEntry[];
  form: FormValuesAccess;
  errors: FieldErrorStore;
  dom: FormDom;
  idPrefix: string;
}

/** The control's host for this render (the hook keeps the latest in a ref). */
export function controlHost({ options, model, fields, form, errors, dom, idPrefix }: FormParts): FormControlHost {
  return {
    onRespond: (result) => options.onRespond(result),
    onDraft: (values, secret) => model && options.onDraftChange?.(withoutSecrets(toDraft(model.fields, values), secret)),
    sensitiveFields: options.sensitiveFields,
    prepare: () => (model && !isSchemaSupportLoaded(model) ? loadSchemaSupport(model) : undefined),
    checkAnswer() {
      if (!model) return undefined;
      const checked = checkAnswer(model, fields, form.getValues(), options.locale, unreadable);
      // Its errors are what the fields show; focus goes to the first field with one.
      errors.replace(checked.ok ? new Map() : checked.errors);
      if (!checked.ok && checked.first) dom.focusById(checked.first.id);
      return checked.ok ? checked.content : undefined;
    },
    focusAcknowledge: () => dom.focusById(`${idPrefix}-ack`),
  };
}
