import {
  accept as acceptResult,
  cancel as cancelResult,
  decline as declineResult,
  defaultValues,
  readElicitRequestParams,
  readFormValue,
  toFormModel,
  validate,
  validateField,
  type ElicitParamsProblem,
  type ElicitResult,
  type ErrorCode,
  type FieldError,
  type FieldModel,
  type FormModel,
  type SensitiveField,
  type SensitiveTextMatch,
} from '@elicit-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { safeName, toCoreValue, toDraft, toRawValue, type FormDraft, type RawValues } from './values.js';

/** What a secret-field check found (spec S1); `undefined` while loading or when nothing is flagged. */
export interface SensitiveFindings {
  /** Flagged fields, in field order. */
  fields: SensitiveField[];
  /** Set when the server's `message` itself mentions a secret. */
  message?: SensitiveTextMatch;
}

/**
 * Where the form stands:
 * - `invalid`: the params are not a usable form request (only Decline/Cancel);
 * - `ready`: waiting for the person;
 * - `responded`: an answer was sent; every action is now a no-op.
 */
export type ElicitationFormStatus = 'invalid' | 'ready' | 'responded';

/** Options of {@link useElicitationForm}. */
export interface UseElicitationFormOptions {
  /** Called exactly once with the answer: accept (with core's validated `content`), decline or cancel. */
  onRespond: (result: ElicitResult) => void;
  /** Initial values (read once, at mount), e.g. the queue's `getDraft(id)`; they win over schema defaults. */
  draft?: FormDraft;
  /** Told about every change, outside React's render (no re-render per keystroke); keep it outside the component. */
  onDraftChange?: (draft: FormDraft) => void;
  /** BCP 47 locale for number input (`de-DE` reads `1,5`). Default: the provider's, then `<html lang>`. */
  locale?: string;
  /** `warn` (default) shows a warning on secret-looking fields; `block` also refuses to accept such a form. */
  sensitiveFields?: 'warn' | 'block';
  /** Id prefix for the controls (default: from `useId` in the component). */
  idPrefix?: string;
}

/** One field as the form renders it: core's model plus the safe name and DOM id. */
export interface FormFieldEntry {
  field: FieldModel;
  /** The react-hook-form name (`f0`, `f1`, …); never the schema key. */
  name: string;
  /** DOM id of the field's first control (focused on a failed submit). */
  id: string;
  /** Validation rule for `register(name, rules)`: core's `validateField`, keyed by error code. */
  rules: RegisterOptions<RawValues>;
}

/** What {@link useElicitationForm} returns. */
export interface ElicitationFormController {
  /** Core's reading of the schema (`undefined` when the params are unusable). */
  model: FormModel | undefined;
  /** Fields with their safe names, ids and rules, in schema order. */
  fields: readonly FormFieldEntry[];
  /** The server's `message` (plain text; may be empty). */
  message: string;
  /** Why the params are unusable, when `status` is `invalid`. */
  problem?: ElicitParamsProblem | 'not-form-mode';
  /** Whether Accept is possible at all (model acceptable, not blocked). */
  canAccept: boolean;
  /** True when `sensitiveFields="block"` and a secret was found. */
  blocked: boolean;
  /** The secret-field check's findings once loaded (only set when something is flagged). */
  sensitive: SensitiveFindings | undefined;
  status: ElicitationFormStatus;
  /** react-hook-form's methods, over raw values under safe names. */
  form: UseFormReturn<RawValues>;
  /** Core's error (code + params) behind a field's current react-hook-form error. */
  fieldError: (name: string) => FieldError | undefined;
  /** Validates with core and sends `accept` with exactly core's `content`; on failure focuses the first invalid field. */
  accept: () => Promise<void>;
  /** Sends `decline` (works whatever state the form is in). */
  decline: () => void;
  /** Sends `cancel` (Escape, closing; works whatever state the form is in). */
  cancel: () => void;
}

type SensitiveModule = typeof import('@elicit-kit/core/sensitive');
let sensitiveModule: Promise<SensitiveModule> | undefined;

/** Loads the secret-field lexicon on demand (a separate chunk), once per page. */
export function loadSensitiveCheck(): Promise<SensitiveModule> {
  sensitiveModule ??= import('@elicit-kit/core/sensitive').catch((error: unknown) => {
    sensitiveModule = undefined; // a failed chunk load is retried next time
    throw error;
  });
  return sensitiveModule;
}

const BAD_INPUT_CODES: Record<string, ErrorCode> = { date: 'invalidDate', 'date-time': 'invalidDateTime', email: 'invalidEmail', uri: 'invalidUri' };

/**
 * The error for a control whose text the browser itself cannot read: a half-typed date or
 * date-time input reports its value as `""`, which would otherwise pass as "no answer" and
 * silently drop what was typed. `undefined` when the control is readable (or not in the DOM).
 */
function badInputCode(field: FieldModel, id: string): ErrorCode | undefined {
  if (typeof document === 'undefined') return undefined;
  const control = document.getElementById(id) as HTMLInputElement | null;
  if (!control?.validity?.badInput) return undefined;
  return (field.kind === 'text' && field.format && BAD_INPUT_CODES[field.format]) || (field.kind === 'number' ? 'notANumber' : 'invalidType');
}

interface Reading {
  model: FormModel | undefined;
  message: string;
  problem?: ElicitParamsProblem | 'not-form-mode';
}

function read(params: unknown): Reading {
  const reading = readElicitRequestParams(params);
  if (!reading.ok) return { model: undefined, message: reading.message ?? '', problem: reading.problem };
  if (reading.mode !== 'form') return { model: undefined, message: reading.params.message, problem: 'not-form-mode' };
  return { model: toFormModel(reading.params.requestedSchema), message: reading.params.message };
}

/**
 * The headless behaviour of {@link ElicitationForm}: reads untrusted params with core
 * (`readElicitRequestParams`, `toFormModel`), sets up react-hook-form under safe field names,
 * validates with core only, and answers exactly once. Nothing is sent without an explicit
 * `accept()` (C3), and `decline()` / `cancel()` always work (C2, C11).
 *
 * Give each elicitation its own React `key`: params and draft are read at mount.
 */
export function useElicitationForm(params: unknown, options: UseElicitationFormOptions): ElicitationFormController {
  const opts = useRef(options);
  opts.current = options;
  const { locale, idPrefix = 'ek' } = options;

  const reading = useMemo(() => read(params), [params]);
  const { model, message, problem } = reading;
  const errorMap = useRef(new Map<string, FieldError>());

  const fields = useMemo<FormFieldEntry[]>(
    () =>
      (model?.fields ?? []).map((field, i) => {
        const name = safeName(i);
        return {
          field,
          name,
          id: `${idPrefix}-${name}`,
          rules: {
            validate: (raw: unknown) => {
              const unreadable = badInputCode(field, `${idPrefix}-${name}`);
              if (unreadable) {
                errorMap.current.set(name, { key: field.key, code: unreadable });
                return unreadable;
              }
              const check = validateField(field, toCoreValue(field, raw, opts.current.locale));
              if (check.ok) {
                errorMap.current.delete(name);
                return true;
              }
              errorMap.current.set(name, check.error);
              return check.error.code;
            },
          },
        };
      }),
    [model, idPrefix],
  );

  const initial = useMemo(() => {
    const defaults = model ? defaultValues(model) : undefined;
    const values: RawValues = {};
    fields.forEach(({ field, name }) => {
      const fromDraft = readFormValue(opts.current.draft, field.key);
      const value = fromDraft !== undefined ? fromDraft : defaults ? readFormValue(defaults, field.key) : undefined;
      values[name] = toRawValue(field, value, locale);
    });
    return values;
    // Read once per model: later draft or locale changes must not reset what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields]);

  const form = useForm<RawValues>({
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  // Drafts leave through a subscription, never through a re-render (C3 aside: nothing is sent).
  useEffect(() => {
    if (!model) return undefined;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const listener = opts.current.onDraftChange;
        if (listener) listener(toDraft(model.fields, values as RawValues));
      },
    });
  }, [form, model]);

  // Secret-field check (S1), loaded on demand. State is set only when something is flagged,
  // so an ordinary form commits nothing after mount.
  const [sensitive, setSensitive] = useState<SensitiveFindings>();
  const sensitiveCheck = useRef<Promise<SensitiveFindings | undefined | 'failed'>>(Promise.resolve(undefined));
  useEffect(() => {
    if (!model) return undefined;
    let live = true;
    const check = loadSensitiveCheck().then(
      (m) => {
        const flagged = m.findSensitiveFields(model);
        const inMessage = m.matchSensitiveText(message);
        return flagged.length > 0 || inMessage ? { fields: flagged, ...(inMessage && { message: inMessage }) } : undefined;
      },
      () => 'failed' as const,
    );
    sensitiveCheck.current = check;
    void check.then((found) => {
      if (live && found && found !== 'failed') setSensitive(found);
    });
    return () => {
      live = false;
    };
  }, [model, message]);

  const [status, setStatus] = useState<ElicitationFormStatus>(problem ? 'invalid' : 'ready');
  const done = useRef(false);
  const respond = useCallback((result: ElicitResult) => {
    if (done.current) return;
    done.current = true;
    setStatus('responded');
    opts.current.onRespond(result);
  }, []);

  const blocked = options.sensitiveFields === 'block' && sensitive !== undefined;
  const canAccept = !!model && model.renderable && model.acceptable !== false && !blocked;

  const focusFirst = useCallback(
    (errors: FieldErrors<RawValues>) => {
      const first = fields.find((f) => errors[f.name]);
      if (!first || typeof document === 'undefined') return;
      document.getElementById(first.id)?.focus();
    },
    [fields],
  );

  const accept = useCallback(async () => {
    if (done.current || !model || !(model.renderable && model.acceptable !== false)) return;
    await form.handleSubmit(
      async (raw) => {
        if (opts.current.sensitiveFields === 'block') {
          const found = await sensitiveCheck.current;
          if (found !== undefined) return; // flagged, or the check could not run: refuse (block mode)
        }
        const values = new Map<string, unknown>();
        fields.forEach(({ field, name }) => values.set(field.key, toCoreValue(field, raw[name], opts.current.locale)));
        // C9: the content sent is exactly what core's validate returns, and nothing invalid is sent.
        const result = validate(model, values);
        if (result.ok) {
          respond(acceptResult(result.content));
          return;
        }
        const byKey = new Map(fields.map((f) => [f.field.key, f.name]));
        const errors: FieldErrors<RawValues> = {};
        for (const error of result.errors) {
          const name = byKey.get(error.key);
          if (!name || errors[name]) continue;
          errorMap.current.set(name, error);
          form.setError(name, { type: 'validate', message: error.code });
          errors[name] = { type: 'validate', message: error.code };
        }
        focusFirst(errors);
      },
      (errors) => focusFirst(errors),
    )();
  }, [form, model, fields, respond, focusFirst]);

  const decline = useCallback(() => respond(declineResult()), [respond]);
  const cancel = useCallback(() => respond(cancelResult()), [respond]);
  const fieldError = useCallback((name: string) => errorMap.current.get(name), []);

  return {
    model,
    fields,
    message,
    ...(problem && { problem }),
    canAccept,
    blocked,
    sensitive,
    status,
    form,
    fieldError,
    accept,
    decline,
    cancel,
  };
}
