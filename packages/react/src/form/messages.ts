import type { ElicitParamsProblem, ErrorCode, SchemaIssueCode, SensitiveReason } from '@elicit-kit/core';
import { commonMessagesEn, type CommonMessages } from '../messages/common.js';

/** Values a validation message may interpolate (core's `FieldError.params`). */
export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * Every built-in string of {@link ElicitationForm}. Functions take the values they interpolate,
 * so a translation can reorder them. Pass any subset as the `messages` prop (or through
 * `ElicitKitProvider`); the rest come from {@link formMessagesEn}.
 */
export interface FormMessages extends CommonMessages {
  /** Accessible name of the form region when the server wrote no message. */
  formLabel: string;
  /** Words after a required field's label (never only a star). */
  required: string;
  /** Inline validation message for each core error code (C9). */
  errors: Record<ErrorCode, (params: ErrorParams) => string>;
  /** Shown above the actions after a failed Accept. */
  fixErrors: (count: number) => string;
  /** Why the request itself cannot be shown (core `readElicitRequestParams` problems, or a URL-mode request). */
  paramsProblems: Record<ElicitParamsProblem | 'not-form-mode', string>;
  /** Heading above the list of schema problems. */
  schemaProblemsTitle: string;
  /** One schema problem, in plain words; `field` is the field's label or key (absent for the whole form). */
  schemaIssues: Record<SchemaIssueCode, string>;
  /** Prefix naming the field a schema problem belongs to. */
  schemaIssueField: (field: string) => string;
  /** Explains that only Decline and Cancel are possible. */
  notAcceptable: string;
  /** Heading of the secret-field warning. */
  sensitiveTitle: string;
  /** The warning on a field that looks like it asks for a secret (spec S1). */
  sensitiveField: (reason: string) => string;
  /** The warning when the server's message itself asks for a secret. */
  sensitiveMessage: (reason: string) => string;
  /** Added when the host refuses such forms (`sensitiveFields="block"`). */
  sensitiveBlocked: string;
  /** Human words for each kind of secret. */
  sensitiveReasons: Record<SensitiveReason, string>;
  /** The empty choice of a drop-down or list box. */
  chooseOption: string;
  /** The "no answer" radio of an optional radio group. */
  noAnswer: string;
  /** Label of the filter box of a very long list. */
  filterOptions: (label: string) => string;
  /** Live status of that filter. */
  filterStatus: (shown: number, total: number) => string;
  /** Hint for a multi-select with limits. */
  chooseBetween: (min: number | undefined, max: number | undefined) => string;
  /** Hint on a date-and-time field: which time zone the value is in. */
  localTime: (offset: string) => string;
  /** Shown once the answer was sent (buttons disabled). */
  responded: string;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** English defaults for {@link FormMessages}. */
export const formMessagesEn: FormMessages = {
  ...commonMessagesEn,
  formLabel: 'Request for information',
  required: '(required)',
  errors: {
    required: () => 'This field is required.',
    tooShort: (p) => `Enter at least ${p.min} ${plural(Number(p.min), 'character', 'characters')}.`,
    tooLong: (p) => `Enter at most ${p.max} ${plural(Number(p.max), 'character', 'characters')}.`,
    belowMinimum: (p) => `Enter ${p.minimum} or more.`,
    aboveMaximum: (p) => `Enter ${p.maximum} or less.`,
    notANumber: () => 'Enter a number.',
    notAnInteger: () => 'Enter a whole number.',
    invalidEmail: () => 'Enter an email address, like name@example.com.',
    invalidUri: () => 'Enter a full web address, like https://example.com.',
    invalidDate: () => 'Enter a valid date.',
    invalidDateTime: () => 'Enter a valid date and time.',
    notAnOption: () => 'Choose one of the options.',
    tooFewItems: (p) => `Choose at least ${p.min}.`,
    tooManyItems: (p) => `Choose at most ${p.max}.`,
    invalidType: () => 'This value cannot be used here.',
    tooPrecise: () => 'This number has too many digits to be sent exactly.',
  },
  fixErrors: (n) => `${n} ${plural(n, 'answer needs', 'answers need')} fixing before you can submit.`,
  paramsProblems: {
    'not-an-object': 'The request is not in a form this app can read.',
    'unknown-mode': 'The request uses a kind of question this app does not know.',
    'missing-message': 'The request does not say what it is for.',
    'missing-schema': 'The request does not say which answers it needs.',
    'missing-url': 'The request is missing its link.',
    'invalid-elicitation-id': 'The request has a broken identifier.',
    'invalid-meta': 'The request carries broken extra data.',
    'invalid-task': 'The request carries broken task data.',
    'not-form-mode': 'This request asks you to open a link, not to fill in a form.',
  },
  schemaProblemsTitle: 'Part of this request cannot be shown',
  schemaIssues: {
    'root-not-object': 'The list of questions is not readable.',
    'root-type-not-object': 'The list of questions is not readable.',
    'properties-missing': 'The request lists no questions.',
    'unsupported-dialect': 'The request is written in a format version this app does not support.',
    'required-invalid': 'The list of required answers is not readable.',
    'required-unknown-key': 'A required answer has no question to go with it.',
    'property-not-object': 'This question is not readable.',
    'missing-type': 'This question does not say what kind of answer it needs.',
    'unsupported-type': 'This question asks for a kind of answer this app does not support.',
    'nested-object': 'This question asks for nested data, which forms cannot hold.',
    'unsupported-array': 'This question asks for a list this app does not support.',
    'enum-and-oneof': 'This question has two conflicting lists of choices.',
    'invalid-options': 'The choices of this question are not readable.',
    'enum-names-mismatch': 'The names of the choices do not match the choices.',
    'duplicate-option': 'Some choices appear twice; the copies are left out.',
    'option-violates-constraint': 'Some choices break the question’s own rules and are left out.',
    'too-large': 'This is too large to show.',
    'invalid-constraint': 'A limit of this question is not usable and is ignored.',
    'unsupported-constraint': 'This question has a rule this app cannot check; the server may still refuse the answer.',
    'unsupported-format': 'This question uses an unknown format, which is ignored.',
    'invalid-default': 'The suggested answer does not fit the question and is left out.',
  },
  schemaIssueField: (field) => `“${field}”: `,
  notAcceptable: 'This request cannot be answered as sent. You can decline or cancel it.',
  sensitiveTitle: 'This may ask for a secret',
  sensitiveField: (reason) =>
    `This looks like a request for ${reason}. Servers must not ask for secrets in a form. Do not enter it unless you are sure.`,
  sensitiveMessage: (reason) =>
    `The message mentions ${reason}. Servers must not ask for secrets in a form; never type one here.`,
  sensitiveBlocked: 'Your app does not allow answering forms that ask for secrets. You can decline or cancel.',
  sensitiveReasons: {
    otp: 'a one-time or verification code',
    'card-security-code': 'a card security code',
    'card-expiry': 'a card expiry date',
    pin: 'a PIN',
    'private-key': 'a private key or recovery phrase',
    'api-key': 'an API key',
    token: 'an access token',
    secret: 'a secret',
    password: 'a password',
    'card-number': 'a card number',
    'bank-account': 'bank account details',
    'national-id': 'an identity number',
  },
  chooseOption: 'Choose…',
  noAnswer: 'No answer',
  filterOptions: (label) => `Filter the choices of “${label}”`,
  filterStatus: (shown, total) => `${shown.toLocaleString('en')} of ${total.toLocaleString('en')} choices shown`,
  chooseBetween: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `Choose ${min}.`
        : `Choose ${min} to ${max}.`
      : min !== undefined
        ? `Choose at least ${min}.`
        : `Choose at most ${max}.`,
  localTime: (offset) => `Your local time (UTC${offset}).`,
  responded: 'Your answer was sent.',
};
