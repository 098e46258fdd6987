// The public types of the form's hook: its options and the controller it returns.
import type { ElicitParamsProblem, ElicitResult, FieldError, FieldModel, FormModel } from '@elicit-kit/core';
import type { ChangeEvent } from 'react';
import type { ElicitationFormStatus, SensitiveFindings } from './control/formState.js';
import type { FieldErrorStore } from './fieldErrors.js';
import type {
  ActionButtonProps,
  CallerProps,
  FieldControlProps,
  FormElementProps,
  FormRootElementProps,
  FormStatusProps,
  FormValuesAccess,
} from './propGetters.js';
import type { FormDraft } from './values.js';

/**
 * What Submit needs besides valid answers: `none`, or `acknowledge` — a form that seems to ask
 * for a secret (under the default `warn` policy) waits for the person's explicit "I understand"
 * tick, as a look-alike link's Open does.
 */
export type SecretGate = 'none' | 'acknowledge';

/** Props for the acknowledgement checkbox of {@link SecretGate} `acknowledge` (spread on an `<input>`). */
export interface AcknowledgeProps {
  id: string;
  type: 'checkbox';
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Set after Submit was pressed without the tick, until it is ticked (see `acknowledgeMissing`). */
  'aria-invalid'?: true;
  /** Points at the "tick this box to send" line while it shows (`${id}-err`). */
  'aria-describedby'?: string;
}

/** Options of {@link useElicitationForm}. */
export interface UseElicitationFormOptions {
  /** Called exactly once with the answer: accept (with core's validated `content`), decline or cancel. */
  onRespond: (result: ElicitResult) => void;
  /** Initial values (read once, at mount), e.g. the queue's `getDraft(id)`; they win over schema defaults. */
  draft?: FormDraft | undefined;
  /** Told about every change, outside React's render (no re-render per keystroke); keep it outside the component. */
  onDraftChange?: ((draft: FormDraft) => void) | undefined;
  /** BCP 47 locale for number input (`de-DE` reads `1,5`). Default: the provider's, then `<html lang>`. */
  locale?: string | undefined;
  /** `warn` (default) shows a warning on secret-looking fields; `block` also refuses to accept such a form. */
  sensitiveFields?: 'warn' | 'block' | undefined;
  /** Id prefix for the controls (default: from `useId` in the component). */
  idPrefix?: string;
}

/** One field as the form renders it: core's model plus the safe name and DOM id. */
export interface FormFieldEntry {
  /** Core's model of the field: kind, label, limits, options, default. */
  field: FieldModel;
  /** The react-hook-form name (`f0`, `f1`, …); never the schema key. */
  name: string;
  /** DOM id of the field's first control (focused on a failed submit). */
  id: string;
}

/** What {@link useElicitationForm} returns. */
export interface ElicitationFormController {
  /** Core's reading of the schema (`undefined` when the params are unusable). */
  model: FormModel | undefined;
  /** Fields with their safe names and ids, in schema order. */
  fields: readonly FormFieldEntry[];
  /** The server's `message` (plain text; may be empty). */
  message: string;
  /** Why the params are unusable, when `status` is `invalid`. */
  problem?: ElicitParamsProblem | 'not-form-mode';
  /** Whether Accept is possible at all (model acceptable, not blocked). */
  canAccept: boolean;
  /** True when `sensitiveFields="block"` and a secret was found. */
  blocked: boolean;
  /** What Submit needs besides valid answers (see {@link SecretGate}). */
  secretGate: SecretGate;
  /** Whether the person ticked "I understand" for this form (only matters when `secretGate` is `acknowledge`). */
  acknowledged: boolean;
  /** Tick or untick it. */
  setAcknowledged: (value: boolean) => void;
  /** The acknowledgement checkbox's props; `accept()` focuses it (by `id`) when Submit needs the tick. */
  getAcknowledgeProps: (props?: CallerProps<HTMLInputElement>) => AcknowledgeProps;
  /**
   * True once Submit was pressed without the tick the secret gate needs, until it is ticked:
   * show a line that says so (id `${getAcknowledgeProps().id}-err`), not only a colour.
   */
  acknowledgeMissing: boolean;
  /** Whether Submit can send now: `canAccept`, nothing sent yet, and the secret gate passed. */
  canSubmit: boolean;
  /**
   * Keys of the fields that look like they ask for a secret: show them masked (with a way to
   * reveal), and they never reach `onDraftChange` (drafts kept in storage hold no secrets).
   */
  secretKeys: ReadonlySet<string>;
  /** A property's name for people: its field's label, else the schema's `title` (for properties no field renders), else the key. */
  fieldLabel: (key: string) => string;
  /** The secret-field check's findings once loaded (only set when something is flagged). */
  sensitive: SensitiveFindings | undefined;
  /** Where the form is: `ready`, `responded` or `invalid` (see {@link ElicitationFormStatus}). */
  status: ElicitationFormStatus;
  /** The raw values under safe names: read, set, register a control (core validates; nothing here checks). */
  form: FormValuesAccess;
  /** The errors shown, by safe name: subscribe to one field's (`subscribe`) or to the count (`subscribeCount`). */
  errors: FieldErrorStore;
  /** Core's error (code + params) currently shown for a field. */
  fieldError: (name: string) => FieldError | undefined;
  /** Validates with core and sends `accept` with exactly core's `content`; on failure focuses the first invalid field. */
  accept: () => Promise<void>;
  /** Sends `decline` (works whatever state the form is in). */
  decline: () => void;
  /** Sends `cancel` at once (the Cancel button, closing; works whatever state the form is in). */
  cancel: () => void;
  /**
   * What Escape does, so typed work is never lost to a casual key press: with nothing typed
   * (every field as the schema's defaults left it) it cancels; with edits it asks first
   * (`confirmingCancel` turns true) and sends nothing; pressed again while asking, it takes the
   * question back (Escape backs out of a question, it never confirms one). A draft read at
   * mount (a re-mounted form, a refused answer brought back) counts as typed work.
   */
  escape: () => void;
  /** Whether the person typed anything: a field differs from what the schema's defaults alone would show. */
  hasEdits: () => boolean;
  /** True while Escape's question "discard what you typed and cancel?" is open (see {@link escape}). */
  confirmingCancel: boolean;
  /** Closes Escape's question without answering: the person keeps editing. */
  keepEditing: () => void;
  /** True from Submit until it is sent or refused: a second Submit meanwhile (double click, Enter and click) is ignored. */
  submitting: () => boolean;
  // Prop getters (React Aria's manner): a UI built on them keeps every protection of the kit's own.
  // Each takes your own props and merges them (see CallerProps): your handlers run after the
  // kit's guards and cannot switch one off; class names and `aria-describedby` join; refs are all set.
  /** For the element around the request: held-Enter guard, Escape (IME-aware, asks first with edits), `data-*` state. */
  getRootProps: (props?: CallerProps) => FormRootElementProps;
  /** For the `<form>`: Submit validates and sends once; no native submission before hydration; the same keyboard guards. */
  getFormProps: (props?: CallerProps) => FormElementProps;
  /** For the Submit button (`type="submit"`). It stays enabled behind the secret gate: pressing it moves focus to the tick. */
  getSubmitButtonProps: (props?: CallerProps<HTMLButtonElement>) => ActionButtonProps;
  /** For the Decline button. */
  getDeclineButtonProps: (props?: CallerProps<HTMLButtonElement>) => ActionButtonProps;
  /** For the Cancel button (sends `cancel` at once, unlike Escape). */
  getCancelButtonProps: (props?: CallerProps<HTMLButtonElement>) => ActionButtonProps;
  /** For "Keep editing" in Escape's question: it takes focus when shown, and focus goes back where it was when the question closes. */
  getKeepEditingButtonProps: (props?: CallerProps<HTMLButtonElement>) => ActionButtonProps;
  /** For "Discard and cancel" in Escape's question. */
  getDiscardButtonProps: (props?: CallerProps<HTMLButtonElement>) => ActionButtonProps;
  /** For a field's first control, by schema key (`undefined` for a key no field renders). */
  getFieldProps: (key: string, props?: CallerProps) => FieldControlProps | undefined;
  /** For the line that says the answer was sent (render it once `status` is `responded`): it takes focus after Submit. */
  getStatusProps: (props?: CallerProps) => FormStatusProps;
}
