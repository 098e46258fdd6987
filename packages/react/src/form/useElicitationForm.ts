import type { ElicitParamsProblem, ElicitResult, ErrorCode, FieldError, FieldModel, FormModel, SensitiveField, SensitiveTextMatch } from '@elicit-kit/core';
// Subpaths, never the root: the root also re-exports the URL check and the secret-field lexicon,
// which load on demand, and a bundler that splits per file (esbuild) would put what a module
// imports from the root in the form's first download.
import { ownValue, readElicitationRequest } from '@elicit-kit/core/protocol';
import { accept as acceptResult, cancel as cancelResult, decline as declineResult } from '@elicit-kit/core/respond';
import { defaultValues, isSchemaSupportLoaded, loadSchemaSupport, readFormValue, validate, validateField } from '@elicit-kit/core/values';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { stopHeldEnter } from '../shared/heldEnter.js';
import { mergeProps } from '../shared/mergeProps.js';
import { isEscapeForUs } from '../shared/imeEscape.js';
import { useAcknowledgement } from '../shared/useAcknowledgement.js';
import { useStableObject } from '../shared/useStableObject.js';
import { FieldErrorStore } from './fieldErrors.js';
import type {
  ActionButtonProps,
  CallerProps,
  FieldControlProps,
  FormElementProps,
  FormRootElementProps,
  FormStatusProps,
  FormValuesAccess,
} from './propGetters.js';
import { safeName, toCoreValue, toDraft, toRawValue, type FormDraft, type RawValues } from './values.js';

/** What a secret-field check found (secrets the spec forbids in form mode); `undefined` while loading or when nothing is flagged. */
export interface SensitiveFindings {
  /** Flagged fields, in field order. */
  fields: SensitiveField[];
  /** Set when the server's `message` itself mentions a secret. */
  message?: SensitiveTextMatch;
}

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
  /** The raw `requestedSchema`, for titles of properties no field renders. */
  schema?: unknown;
}

/** An own data property of untrusted JSON, read without running getters; `undefined` otherwise. */
function ownData(x: unknown, key: string): unknown {
  return typeof x === 'object' && x !== null ? ownValue(x, key) : undefined;
}

/** The schema's `title` of property `key` (plain server text), when it is a non-blank string. */
function propertyTitle(schema: unknown, key: string): string | undefined {
  const title = ownData(ownData(ownData(schema, 'properties'), key), 'title');
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

const EMPTY_KEYS: ReadonlySet<string> = new Set();

/** A draft without the values of secret-looking fields (drafts may be kept in storage). */
function withoutSecrets(draft: Record<string, unknown>, secret: ReadonlySet<string>): Record<string, unknown> {
  return secret.size === 0 ? draft : Object.fromEntries(Object.entries(draft).filter(([key]) => !secret.has(key)));
}

function read(params: unknown): Reading {
  const request = readElicitationRequest(params);
  if (!request.ok) return { model: undefined, message: request.message ?? '', problem: request.problem };
  if (request.mode !== 'form') return { model: undefined, message: request.message, problem: 'not-form-mode' };
  return { model: request.model, message: request.message, schema: ownData(request.params, 'requestedSchema') };
}

/**
 * The headless behaviour of {@link ElicitationForm}: reads untrusted params with core
 * (`readElicitationRequest`: the queue entry's reading when given its params), sets up react-hook-form under safe field names,
 * validates with core only, and answers exactly once. Nothing is sent without an explicit
 * `accept()`, and `decline()` / `cancel()` always work, at any time.
 *
 * Give each elicitation its own React `key`: params and draft are read at mount.
 */
export function useElicitationForm(params: unknown, options: UseElicitationFormOptions): ElicitationFormController {
  const opts = useRef(options);
  opts.current = options;
  const { locale, idPrefix = 'ek' } = options;

  const reading = useMemo(() => read(params), [params]);
  const { model, message, problem, schema } = reading;
  const fields = useMemo<FormFieldEntry[]>(
    () =>
      (model?.fields ?? []).map((field, i) => {
        const name = safeName(i);
        return { field, name, id: `${idPrefix}-${name}` };
      }),
    [model, idPrefix],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one store per model: a new request starts without errors
  const errors = useMemo(() => new FieldErrorStore(), [fields]);

  // What the fields show with the schema's defaults alone, and with the draft over them.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per model: later locale changes must not reset what was typed
  const pristine = useMemo(() => rawValues(fields, model, undefined, locale), [fields]);
  // Without a draft that is the same values: one object, not two (react-hook-form copies what it keeps).
  const initial = useMemo(
    () => (opts.current.draft === undefined ? pristine : rawValues(fields, model, opts.current.draft, locale)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per model: later draft or locale changes must not reset what was typed
    [fields],
  );

  // react-hook-form registers the (uncontrolled) inputs and holds their values; it validates
  // nothing (no rules): core does, once per submit, then per edited field (`checkField`).
  const rhf = useForm<RawValues>({ defaultValues: initial, shouldFocusError: false });
  const form = useMemo<FormValuesAccess>(
    () => ({
      getValues: rhf.getValues,
      setValue: (name, value) => rhf.setValue(name, value, { shouldDirty: true }),
      register: (name) => rhf.register(name),
    }),
    [rhf],
  );

  /** Core's verdict on one field's raw value; a control the browser cannot read (half-typed date) is an error. */
  const checkField = useCallback((entry: FormFieldEntry, raw: unknown): FieldError | undefined => {
    const unreadable = badInputCode(entry.field, entry.id);
    if (unreadable) return { key: entry.field.key, code: unreadable };
    const check = validateField(entry.field, toCoreValue(entry.field, raw, opts.current.locale));
    return check.ok ? undefined : check.error;
  }, []);

  // Secret-looking fields, by key, once the check has run (`undefined` while it runs): their
  // values never leave in a draft. A draft written meanwhile waits (`heldDraft`) for the check.
  const secretKeysRef = useRef<ReadonlySet<string> | undefined>(undefined);
  const heldDraft = useRef<RawValues | undefined>(undefined);
  const emitDraft = useCallback(
    (values: RawValues) => {
      const listener = opts.current.onDraftChange;
      if (!listener || !model) return;
      const secret = secretKeysRef.current;
      if (secret === undefined) heldDraft.current = values;
      else listener(withoutSecrets(toDraft(model.fields, values), secret));
    },
    [model],
  );

  // Drafts leave through a subscription, never through a re-render (a draft is never sent).
  // After a failed submit, the same subscription re-validates the edited field alone, so its
  // error clears (or changes) as the person types, and no other field re-renders.
  useEffect(() => {
    if (!model) return undefined;
    return rhf.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        emitDraft(values);
        if (!errors.submitted || name === undefined) return;
        const entry = fields.find((f) => f.name === name);
        if (entry) errors.set(name, checkField(entry, values[name]));
      },
    });
  }, [rhf, model, fields, errors, checkField, emitDraft]);

  // Secret-field check (secrets the spec forbids in form mode), loaded on demand. State is set only when something is flagged,
  // so an ordinary form commits nothing after mount.
  const [sensitive, setSensitive] = useState<SensitiveFindings>();
  const sensitiveCheck = useRef<Promise<SensitiveFindings | undefined | 'failed'>>(Promise.resolve(undefined));
  // The check's outcome once settled, so a Submit after it answers without waiting a tick.
  const checkResult = useRef<SensitiveFindings | undefined | 'failed' | 'pending'>(undefined);
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
    checkResult.current = 'pending';
    secretKeysRef.current = undefined;
    void check.then((found) => {
      if (!live) return;
      checkResult.current = found;
      secretKeysRef.current = found && found !== 'failed' ? new Set(found.fields.map((f) => f.key)) : EMPTY_KEYS;
      const held = heldDraft.current;
      heldDraft.current = undefined;
      if (held) emitDraft(held);
      if (found && found !== 'failed') setSensitive(found);
    });
    return () => {
      live = false;
    };
  }, [model, message, emitDraft]);

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
  // The tick holds for this form's findings only (a new request starts unticked).
  const secretGate: SecretGate = sensitive !== undefined && !blocked ? 'acknowledge' : 'none';
  const [acknowledged, setAcknowledged] = useAcknowledgement(sensitive);
  const acknowledgedRef = useRef(acknowledged);
  acknowledgedRef.current = acknowledged;
  const ackId = `${idPrefix}-ack`;
  const [submittedWithoutTick, setSubmittedWithoutTick] = useState(false);
  const acknowledgeMissing = submittedWithoutTick && secretGate === 'acknowledge' && !acknowledged;
  const getAcknowledgeProps = useCallback(
    (own?: CallerProps<HTMLInputElement>): AcknowledgeProps =>
      mergeProps<AcknowledgeProps>(
        {
          id: ackId,
          type: 'checkbox',
          checked: acknowledged,
          onChange: (event) => {
            setAcknowledged(event.currentTarget.checked);
            setSubmittedWithoutTick(false);
          },
          ...(acknowledgeMissing && { 'aria-invalid': true as const, 'aria-describedby': `${ackId}-err` }),
        },
        own,
      ),
    [ackId, acknowledged, setAcknowledged, acknowledgeMissing],
  );
  const canSubmit = canAccept && status === 'ready' && (secretGate === 'none' || acknowledged);
  const secretKeys = useMemo<ReadonlySet<string>>(() => (sensitive ? new Set(sensitive.fields.map((f) => f.key)) : EMPTY_KEYS), [sensitive]);
  const fieldLabel = useCallback((key: string) => fields.find((f) => f.field.key === key)?.field.label ?? propertyTitle(schema, key) ?? key, [fields, schema]);

  // What checking this form needs beyond the form path (the pattern engine, when a field has a
  // pattern) starts loading at mount; until then a pattern field is refused, never accepted unchecked.
  useEffect(() => {
    if (model) void loadSchemaSupport(model);
  }, [model]);

  // The double-submit guard: one Submit at a time (a double click, Enter then a click), so
  // what is checked and sent is one pass, and the secret gate's focus moves once.
  const inFlight = useRef(false);
  const checkAndSend = useCallback(
    async (model: FormModel) => {
      if (!isSchemaSupportLoaded(model)) await loadSchemaSupport(model);
      if (done.current) return;
      // One pass of core's validate over the whole form (the answer must pass the schema): its errors are what the fields show,
      // its content is exactly what is sent.
      const raw = form.getValues();
      const values = new Map<string, unknown>();
      const unreadable = new Map<string, FieldError>();
      for (const entry of fields) {
        values.set(entry.field.key, toCoreValue(entry.field, raw[entry.name], opts.current.locale));
        const code = badInputCode(entry.field, entry.id);
        if (code) unreadable.set(entry.name, { key: entry.field.key, code });
      }
      const result = validate(model, values);
      if (result.ok && unreadable.size === 0) {
        errors.replace(unreadable);
        const found = checkResult.current === 'pending' ? await sensitiveCheck.current : checkResult.current;
        if (opts.current.sensitiveFields === 'block') {
          if (found !== undefined) return; // flagged, or the check could not run: refuse (block mode)
        } else if (found !== undefined && found !== 'failed' && !acknowledgedRef.current) {
          // A secret-looking form waits for the explicit tick (even when Submit came before the check loaded).
          setSubmittedWithoutTick(true);
          if (typeof document !== 'undefined') document.getElementById(ackId)?.focus();
          return;
        }
        respond(acceptResult(result.content));
        return;
      }
      const byKey = new Map(fields.map((f) => [f.field.key, f.name]));
      const shown = new Map<string, FieldError>();
      for (const error of result.ok ? [] : result.errors) {
        const name = byKey.get(error.key);
        if (name && !shown.has(name)) shown.set(name, unreadable.get(name) ?? error);
      }
      unreadable.forEach((error, name) => shown.set(name, error));
      errors.replace(shown);
      const first = fields.find((f) => shown.has(f.name));
      if (first && typeof document !== 'undefined') document.getElementById(first.id)?.focus();
    },
    [form, fields, errors, respond, ackId],
  );
  const accept = useCallback(async () => {
    if (done.current || inFlight.current || !model || !(model.renderable && model.acceptable !== false)) return;
    inFlight.current = true;
    try {
      await checkAndSend(model);
    } finally {
      inFlight.current = false;
    }
  }, [model, checkAndSend]);

  const decline = useCallback(() => respond(declineResult()), [respond]);
  const cancel = useCallback(() => respond(cancelResult()), [respond]);

  const hasEdits = useCallback(() => {
    const raw = form.getValues();
    return fields.some(({ name }) => !sameRawValue(raw[name], pristine[name]));
  }, [form, fields, pristine]);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const asking = useRef(false);
  asking.current = confirmingCancel;
  const escape = useCallback(() => {
    if (done.current) return;
    if (asking.current) setConfirmingCancel(false);
    else if (hasEdits()) setConfirmingCancel(true);
    else respond(cancelResult());
  }, [hasEdits, respond]);
  const keepEditing = useCallback(() => setConfirmingCancel(false), []);
  const fieldError = errors.get;

  // ---- prop getters: the protections live here, so a UI built on the hook alone keeps them ----

  // Where this request is on the page (the root, else the <form>): focus moves only when it was in here.
  const rootElement = useRef<HTMLElement | null>(null);
  const formElement = useRef<HTMLElement | null>(null);
  const rootRef = useCallback((element: HTMLElement | null) => void (rootElement.current = element), []);
  const formRef = useCallback((element: HTMLElement | null) => void (formElement.current = element), []);
  const focusIsHere = useCallback((doc: Document) => {
    const active = doc.activeElement;
    return !active || active === doc.body || !!(rootElement.current ?? formElement.current)?.contains(active);
  }, []);

  // The keyboard guard, before any handler of the caller's: a held Enter's repeat is swallowed
  // (neither the kit nor the caller acts on it), decided once even when root and <form> both carry it.
  const seenKeys = useRef(new WeakMap<Event, boolean>());
  const keyGuard = useCallback((event: KeyboardEvent) => {
    const seen = seenKeys.current.get(event.nativeEvent);
    if (seen !== undefined) return seen;
    const swallowed = stopHeldEnter(event);
    seenKeys.current.set(event.nativeEvent, swallowed);
    return swallowed;
  }, []);
  // Escape means "not now": cancel, never decline; with typed work it asks first. Once
  // handled it is default-prevented, so the root does not handle the <form>'s Escape again,
  // and a caller's handler that prevents it keeps it.
  const onEscape = useCallback(
    (event: KeyboardEvent) => {
      if (!done.current && isEscapeForUs(event)) {
        event.preventDefault();
        escape();
      }
    },
    [escape],
  );

  // Escape's question: "Keep editing" takes focus when shown; closing the question gives it back.
  const question = useRef<{ keep?: HTMLElement; discard?: HTMLElement; before?: Element | null }>({});
  const keepRef = useCallback((element: HTMLElement | null) => {
    const q = question.current;
    if (element) {
      q.before = element.ownerDocument.activeElement;
      q.keep = element;
      element.focus();
      return;
    }
    // Detached while still in the document: if focus is on the question, it goes back where it was.
    const active = q.keep?.ownerDocument.activeElement;
    const before = q.before;
    question.current = {};
    if (active && (active === q.keep || active === q.discard) && before instanceof HTMLElement && before.isConnected) before.focus();
  }, []);
  const discardRef = useCallback((element: HTMLElement | null) => {
    if (element) question.current.discard = element;
  }, []);

  // After Submit, focus goes to the line that says what happened (never an empty container or <body>).
  const statusId = `${idPrefix}-status`;
  const statusRef = useCallback(
    (element: HTMLElement | null) => {
      if (element && focusIsHere(element.ownerDocument)) element.focus();
    },
    [focusIsHere],
  );

  const responded = status === 'responded';
  const getRootProps = useCallback(
    (own?: CallerProps): FormRootElementProps =>
      mergeProps<FormRootElementProps>(
        {
          ref: rootRef,
          onKeyDown: keyGuard,
          'data-status': status,
          ...(sensitive && { 'data-sensitive': blocked ? 'blocked' : 'warn' }),
          ...(!canAccept && { 'data-acceptable': 'false' }),
        },
        own,
        { onKeyDown: onEscape },
      ),
    [rootRef, keyGuard, onEscape, status, sensitive, blocked, canAccept],
  );
  const getFormProps = useCallback(
    (own?: CallerProps): FormElementProps =>
      mergeProps<FormElementProps>(
        {
          ref: formRef,
          noValidate: true,
          // Server-rendered, before hydration, Enter would otherwise make the browser submit the
          // form itself: a GET with what was typed (secrets too) in the page's query string. A
          // "dialog" submission outside a <dialog> does nothing; once hydrated, onSubmit decides.
          method: 'dialog',
          onKeyDown: keyGuard,
        },
        own,
        {
          onSubmit: (event) => {
            event.preventDefault();
            if (canAccept) void accept();
          },
          onKeyDown: onEscape,
        },
      ),
    [formRef, accept, keyGuard, onEscape, canAccept],
  );
  // Answered: the buttons stay focusable but inert (aria-disabled), and a press on one does not
  // take focus from the status line (see ActionButtonProps).
  const answered = useMemo(
    () => (responded ? { 'aria-disabled': true as const, onMouseDown: (event: MouseEvent) => event.preventDefault() } : {}),
    [responded],
  );
  const getSubmitButtonProps = useCallback(
    (own?: CallerProps<HTMLButtonElement>): ActionButtonProps =>
      mergeProps<ActionButtonProps>(
        {
          type: 'submit',
          'data-action': 'accept',
          // A second press while the first is being checked, or after the answer, submits nothing
          // (and is swallowed: the caller's handler does not see it either).
          onClick: (event) => {
            if (!inFlight.current && !done.current) return false;
            event.preventDefault();
            return true;
          },
          ...answered,
        },
        own,
      ),
    [answered],
  );
  const getDeclineButtonProps = useCallback(
    (own?: CallerProps<HTMLButtonElement>): ActionButtonProps =>
      mergeProps<ActionButtonProps>({ type: 'button', 'data-action': 'decline', ...answered }, own, { onClick: decline }),
    [answered, decline],
  );
  const getCancelButtonProps = useCallback(
    (own?: CallerProps<HTMLButtonElement>): ActionButtonProps =>
      mergeProps<ActionButtonProps>({ type: 'button', 'data-action': 'cancel', ...answered }, own, { onClick: cancel }),
    [answered, cancel],
  );
  const getKeepEditingButtonProps = useCallback(
    (own?: CallerProps<HTMLButtonElement>): ActionButtonProps =>
      mergeProps<ActionButtonProps>({ type: 'button', 'data-action': 'keep-editing', ref: keepRef }, own, { onClick: keepEditing }),
    [keepEditing, keepRef],
  );
  const getDiscardButtonProps = useCallback(
    (own?: CallerProps<HTMLButtonElement>): ActionButtonProps =>
      mergeProps<ActionButtonProps>({ type: 'button', 'data-action': 'discard', ref: discardRef, ...answered }, own, { onClick: cancel }),
    [answered, cancel, discardRef],
  );
  const getFieldProps = useCallback(
    (key: string, own?: CallerProps): FieldControlProps | undefined => {
      const entry = fields.find((f) => f.field.key === key);
      if (!entry) return undefined;
      const error = errors.get(entry.name);
      return mergeProps<FieldControlProps>(
        { ...form.register(entry.name), id: entry.id, ...(error && { 'aria-invalid': true as const, 'aria-describedby': `${entry.id}-err` }) },
        own,
      );
    },
    [fields, errors, form],
  );
  const getStatusProps = useCallback(
    (own?: CallerProps): FormStatusProps =>
      mergeProps<FormStatusProps>({ ref: statusRef, id: statusId, role: 'status', tabIndex: -1, 'aria-labelledby': statusId }, own),
    [statusRef, statusId],
  );
  const submitting = useCallback(() => inFlight.current, []);

  // One object while nothing in it changed: react-hook-form re-renders the form once after
  // mount (its own ready state), and a new controller would re-render every part that reads
  // it (FormRoot's context), for nothing.
  return useStableObject<ElicitationFormController>({
    model,
    fields,
    message,
    ...(problem && { problem }),
    canAccept,
    blocked,
    secretGate,
    acknowledged,
    setAcknowledged,
    getAcknowledgeProps,
    acknowledgeMissing,
    canSubmit,
    secretKeys,
    fieldLabel,
    sensitive,
    status,
    form,
    errors,
    fieldError,
    accept,
    decline,
    cancel,
    escape,
    hasEdits,
    confirmingCancel: confirmingCancel && status !== 'responded',
    keepEditing,
    submitting,
    getRootProps,
    getFormProps,
    getSubmitButtonProps,
    getDeclineButtonProps,
    getCancelButtonProps,
    getKeepEditingButtonProps,
    getDiscardButtonProps,
    getFieldProps,
    getStatusProps,
  });
}

/** The input values of every field: the draft's value, else the schema default, as the control holds it. */
function rawValues(fields: readonly FormFieldEntry[], model: FormModel | undefined, draft: FormDraft | undefined, locale: string | undefined): RawValues {
  const defaults = model ? defaultValues(model) : undefined;
  const values: RawValues = {};
  fields.forEach(({ field, name }) => {
    const fromDraft = readFormValue(draft, field.key);
    const value = fromDraft !== undefined ? fromDraft : defaults ? readFormValue(defaults, field.key) : undefined;
    values[name] = toRawValue(field, value, locale);
  });
  return values;
}

/** Whether two input values show the same answer (a multi-select's ticks in any order). */
function sameRawValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = Array.isArray(a) ? a.map(String).sort() : typeof a === 'string' && a !== '' ? [a] : [];
    const right = Array.isArray(b) ? b.map(String).sort() : typeof b === 'string' && b !== '' ? [b] : [];
    return left.length === right.length && left.every((value, i) => value === right[i]);
  }
  // An untouched empty control may read back as undefined, "" or false.
  const blank = (x: unknown) => x === undefined || x === null || x === '';
  return a === b || (blank(a) && blank(b));
}
