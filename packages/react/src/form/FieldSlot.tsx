import type { FieldError, FieldModel, SensitiveField } from '@elicit-kit/core';
import type { ComponentType, ReactElement } from 'react';
import { ServerText } from '../shared/ServerText.js';
import { builtInFieldDrawers, SecretInput, type FieldComponents, type FieldProps } from './fields/index.js';
import type { FieldRoot } from './fields/fieldRoot.js';
import { describePattern } from './describePattern.js';
import { formLabel } from './fields/FieldLabel.js';
import type { FormMessages } from './messages.js';
import type { FormFieldEntry } from './useElicitationForm.js';
import type { FormValuesAccess } from './propGetters.js';

/** What one field is drawn from (the field list keeps a field's element while all of these stay the same). */
export interface FieldSlotInput {
  entry: FormFieldEntry;
  form: FormValuesAccess;
  components: FieldComponents;
  messages: FormMessages;
  locale: string | undefined;
  part: FieldProps['part'];
  /** The error shown under the field (from the form's `FieldErrorStore`). */
  error: FieldError | undefined;
  sensitive: SensitiveField | undefined;
  /** The person's UTC offset, for a date-time field's hint (`''` before hydration; unset for other kinds). */
  timeOffset: string | undefined;
}

/** Whether two inputs draw the same field (every input compared by identity, as `memo` would). */
export function sameFieldInput(a: FieldSlotInput, b: FieldSlotInput): boolean {
  return (
    a.entry === b.entry &&
    a.error === b.error &&
    a.sensitive === b.sensitive &&
    a.timeOffset === b.timeOffset &&
    a.form === b.form &&
    a.components === b.components &&
    a.messages === b.messages &&
    a.locale === b.locale &&
    a.part === b.part
  );
}

/** Descriptions longer than this get the clipping toggle of {@link ServerText}. */
const LONG_DESCRIPTION = 640;

/** Translates core's error (or a bare code set through `setError`) into the field's message. */
export function errorText(messages: FormMessages, error: FieldError | undefined, code: string | undefined, field?: FieldModel): string {
  const key = (error?.code ?? code) as keyof FormMessages['errors'];
  const format = Object.hasOwn(messages.errors, key) ? messages.errors[key] : messages.errors.invalidType;
  const params = key === 'patternMismatch' && field ? { ...error?.params, ...expectedShape(messages, field) } : error?.params;
  const text = format(params ?? {});
  // An error about one item of a list says which.
  const item = error?.params?.item;
  return typeof item === 'number' ? messages.itemError(item, text) : text;
}

/**
 * What a pattern error says is expected: the pattern in words when it is simple, else a pointer
 * to the field's description (the server's own words), else the pattern itself.
 */
function expectedShape(messages: FormMessages, field: FieldModel): Record<string, string> {
  const pattern = field.kind === 'list' ? field.item.pattern : 'pattern' in field ? field.pattern : undefined;
  if (typeof pattern !== 'string') return {};
  const parts = describePattern(pattern);
  if (parts) return { expected: messages.patternParts(parts) };
  if (field.description) return { seeDescription: 'yes' };
  return { pattern };
}

/** Human words for a kind of secret (core's `SensitiveReason`), or the code itself when unknown. */
export function reasonText(messages: FormMessages, reason: string): string {
  return Object.hasOwn(messages.sensitiveReasons, reason) ? messages.sensitiveReasons[reason as keyof FormMessages['sensitiveReasons']] : reason;
}

/** Errors that restate a limit the hint already says: while one shows, the hint steps aside (said once). */
const LIMIT_ERRORS: ReadonlySet<string> = new Set(['tooShort', 'tooLong', 'belowMinimum', 'aboveMaximum', 'tooFewItems', 'tooManyItems']);

/**
 * One number format per locale (`null`: the locale is unusable), kept for the page: making an
 * `Intl.NumberFormat` costs ~0.1 ms, and every number field with limits formats two bounds.
 */
const boundFormats = new Map<string, Intl.NumberFormat | null>();

/** A bound as the person reads numbers (`1.5` is `1,5` in German); the raw number when the locale is unusable. */
function formatBound(value: number | undefined, locale: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = locale ?? '';
  let format = boundFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    } catch {
      format = null;
    }
    boundFormats.set(key, format);
  }
  return format ? format.format(value) : String(value);
}

/** The field's limits said up front (before any error), from the schema: ranges, lengths, how many to choose. */
function hintFor(field: FieldModel, messages: FormMessages, locale: string | undefined, timeOffset: string | undefined): string | undefined {
  if (field.kind === 'multiselect' && (field.minItems !== undefined || field.maxItems !== undefined)) {
    return messages.chooseBetween(field.minItems, field.maxItems);
  }
  if (field.kind === 'list') {
    return field.minItems !== undefined || field.maxItems !== undefined
      ? `${messages.listBetween(field.minItems, field.maxItems)} ${messages.listKeys}`
      : messages.listKeys;
  }
  if (field.kind === 'const') return messages.fixedValue;
  if (field.kind === 'number' && (field.minimum !== undefined || field.maximum !== undefined)) {
    return messages.numberRange(formatBound(field.minimum, locale), formatBound(field.maximum, locale));
  }
  // A length limit of a date says nothing a person can act on; `minLength: 0` is no limit.
  const minLength = field.kind === 'text' && field.minLength !== undefined && field.minLength > 0 ? field.minLength : undefined;
  if (field.kind === 'text' && field.format !== 'date' && field.format !== 'date-time' && (minLength !== undefined || field.maxLength !== undefined)) {
    return messages.lengthRange(minLength, field.maxLength);
  }
  if (field.kind === 'text' && field.format === 'date-time') {
    return messages.localTime(timeOffset ?? '');
  }
  return undefined;
}

/**
 * One field: label, the chosen component, help texts and error, wired through
 * `aria-describedby` / `aria-invalid`, keyed by the field's safe name. A plain function, not a
 * component: a field costs no layer (fiber) and no hook of its own. The field list (parts/fields.tsx)
 * keeps each field's element while its {@link FieldSlotInput} stays the same, and React skips an
 * element it is handed again, so a keystroke or an error elsewhere never redraws this field.
 */
export function drawField({ entry, form, components, messages, locale, part, error, sensitive, timeOffset }: FieldSlotInput): ReactElement {
  const { field, name, id } = entry;
  const invalid = error !== undefined;
  const description = field.description;
  const limitError = error !== undefined && LIMIT_ERRORS.has(error.code);
  const hint = limitError ? undefined : hintFor(field, messages, locale, timeOffset);
  const ids = [
    description ? `${id}-desc` : undefined,
    hint ? `${id}-hint` : undefined,
    sensitive ? `${id}-warn` : undefined,
    invalid ? `${id}-err` : undefined,
  ].filter(Boolean);
  const descriptionText = description ? (
    description.length > LONG_DESCRIPTION ? (
      <ServerText id={`${id}-desc`} text={description} showMore={messages.showMore} showLess={messages.showLess} unstyled={part('x') === undefined} />
    ) : (
      <p className={part('description')} id={`${id}-desc`} dir="auto">
        {description}
      </p>
    )
  ) : null;
  const hintText = hint ? (
    <p className={part('hint')} id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
  const warning = sensitive ? (
    <p className={part('alert', part('field-warning'))} id={`${id}-warn`} data-tone="warning" data-ek-part="sensitive-field">
      <strong>{messages.sensitiveTitle}. </strong>
      {messages.sensitiveField(reasonText(messages, sensitive.reason))}
    </p>
  ) : null;
  const errorLine = invalid ? (
    <p className={part('field-error')} id={`${id}-err`} data-ek-part="error">
      {errorText(messages, error, undefined, field)}
    </p>
  ) : null;
  // The usual field has one help text (or none): then `help` is that element itself, not a
  // fragment around it, which would cost a layer (fiber) per field.
  const parts = (descriptionText ? 1 : 0) + (hintText ? 1 : 0) + (warning ? 1 : 0) + (errorLine ? 1 : 0);
  const help =
    parts > 1 ? (
      <>
        {descriptionText}
        {hintText}
        {warning}
        {errorLine}
      </>
    ) : (
      (descriptionText ?? hintText ?? warning ?? errorLine)
    );
  // A secret-looking plain text field is masked, with a toggle to show what was typed.
  const masked = sensitive !== undefined && field.kind === 'text' && field.format === undefined;
  const Component = (masked ? (components.secret ?? SecretInput) : components[field.kind]) as ComponentType<FieldProps>;
  // The built-ins draw their own label (fields/FieldLabel.tsx, fewer elements) and, a choice
  // group, the field's outer element; any other component gets the label ready-made (the
  // title isolated, then the required words) and a `<div>` around it.
  const draw = builtInFieldDrawers.get(Component);
  const props: FieldProps = {
    field,
    name,
    id,
    registration: form.register(name),
    form,
    label: draw ? undefined : formLabel(field, messages, part),
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
    invalid,
    ...(error && { error }),
    help,
    messages,
    locale,
    part,
  };
  const root: FieldRoot = {
    key: name,
    className: part('field'),
    'data-ek-part': 'field',
    'data-kind': field.kind,
    'data-required': field.required || undefined,
    'data-invalid': invalid || undefined,
    'data-sensitive': sensitive ? '' : undefined,
  };
  if (draw) return draw(props, root);
  const { key, ...attributes } = root;
  return (
    <div key={key} {...attributes}>
      <Component {...props} />
    </div>
  );
}
