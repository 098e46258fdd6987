import type { ElicitParamsProblem, ErrorCode, SchemaIssueCode, SensitiveReason } from '@elicit-kit/core';
import { commonMessagesEn, type CommonMessages } from '../messages/common.js';
import type { PatternPart } from './describePattern.js';

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
  /** Inline validation message for each core error code (why the answer fails the schema). */
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
  /** The warning on a field that looks like it asks for a secret, which the spec forbids in form mode. */
  sensitiveField: (reason: string) => string;
  /** The warning when the server's message itself asks for a secret. */
  sensitiveMessage: (reason: string) => string;
  /** Added when the host refuses such forms (`sensitiveFields="block"`). */
  sensitiveBlocked: string;
  /** Escape's question when something was typed: cancelling would throw it away. */
  confirmCancel: string;
  /** Escape's question: keep the typed answers (the default, focused). */
  keepEditing: string;
  /** Escape's question: throw the typed answers away and send `cancel`. */
  discardAndCancel: string;
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
  /** Hint for a list with limits (how many items). */
  listBetween: (min: number | undefined, max: number | undefined) => string;
  /** The button that adds an item to a list. */
  addItem: string;
  /** Accessible name of item `n` (1-based) of the list `label`. */
  listItem: (label: string, n: number) => string;
  /** Accessible names of an item's buttons. */
  removeItem: (n: number) => string;
  moveItemUp: (n: number) => string;
  moveItemDown: (n: number) => string;
  /** An error about item `n` of a list, before the error's own words. */
  itemError: (n: number, text: string) => string;
  /** Hint on a list: how to reorder items by keyboard. */
  listKeys: string;
  /** Hint on a field with a fixed value (`const`): it is sent as shown. */
  fixedValue: string;
  /** Hint on a date-and-time field: which time zone the value is in; `offset` is `''` while server rendering (unknown there). */
  localTime: (offset: string) => string;
  /** Shown once the answer was sent (buttons disabled). */
  responded: string;
  /** A number field's limits, said before any error; the bounds come formatted for the locale. */
  numberRange: (min: string | undefined, max: string | undefined) => string;
  /** A text field's length limits, said before any error. */
  lengthRange: (min: number | undefined, max: number | undefined) => string;
  /** The two answers of a required yes/no question without a default (asked, never assumed). */
  yes: string;
  no: string;
  /** Accessible name of the toggle that shows or hides what was typed into a secret-looking field; `field` is its label. */
  revealSecret: (field: string) => string;
  /** Visible text of that toggle. */
  revealSecretShort: string;
  /** The tick Submit needs on a form that seems to ask for a secret (`sensitiveFields="warn"`); `server` is who asks. */
  sensitiveAcknowledge: (server: string, reason: string) => string;
  /** Under that tick after Submit was pressed without it: why nothing was sent. */
  sensitiveAcknowledgeMissing: string;
  /**
   * A simple pattern in words, for `errors.patternMismatch`'s `expected`
   * (`^[A-Z]{3}-\d{4}$`: "3 capital letters, a dash, 4 digits").
   */
  patternParts: (parts: readonly PatternPart[]) => string;
  /** One line telling the two ways out apart. */
  declineOrCancel: string;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const KINDS_EN = {
  upper: ['capital letter', 'capital letters'],
  lower: ['small letter', 'small letters'],
  letter: ['letter', 'letters'],
  digit: ['digit', 'digits'],
  alphanumeric: ['letter or digit', 'letters or digits'],
  any: ['character', 'characters'],
} as const;
const LITERALS_EN: Record<string, string> = {
  '-': 'a dash',
  '.': 'a dot',
  _: 'an underscore',
  ':': 'a colon',
  '/': 'a slash',
  ' ': 'a space',
  '@': 'an @',
  '+': 'a plus',
};

function partEn(part: PatternPart): string {
  if (part.kind === 'literal') return `${part.optional ? 'optionally ' : ''}${LITERALS_EN[part.text] ?? `“${part.text}”`}`;
  const [one, many] = KINDS_EN[part.kind];
  const { min, max } = part;
  if (min === max) return `${min} ${plural(min, one, many)}`;
  if (max === undefined) return min === 0 ? `any number of ${many}` : min === 1 ? `one or more ${many}` : `at least ${min} ${many}`;
  if (min === 0 && max === 1) return `optionally a ${one}`;
  return `${min} to ${max} ${many}`;
}
const UNREADABLE_REQUEST = 'The request cannot be read.';
const UNREADABLE_QUESTIONS = 'The questions cannot be read.';
const UNREADABLE_QUESTION = 'This question cannot be read.';
const UNSUPPORTED_QUESTION = 'This app does not support this kind of question.';

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
    tooPrecise: () => 'This number has too many digits to send exactly.',
    notAboveMinimum: (p) => `Enter more than ${p.minimum}.`,
    notBelowMaximum: (p) => `Enter less than ${p.maximum}.`,
    notAMultiple: (p) => `Enter a multiple of ${p.multipleOf}.`,
    invalidFormat: (p) =>
      ({
        uuid: 'Enter an ID like 123e4567-e89b-12d3-a456-426614174000.',
        time: 'Enter a time with its offset, like 14:30:00Z or 14:30:00+02:00.',
        hostname: 'Enter a host name, like example.com.',
        ipv4: 'Enter an IPv4 address, like 192.0.2.1.',
        ipv6: 'Enter an IPv6 address, like 2001:db8::1.',
        duration: 'Enter a duration, like P3D or PT1H30M.',
      })[String(p.format)] ?? 'Enter a value in the expected format.',
    // `expected`: the pattern in words; `seeDescription`: the field's description says it; `pattern`: the raw rule.
    patternMismatch: (p) =>
      p.expected !== undefined
        ? `Enter ${p.expected}.`
        : p.seeDescription !== undefined
          ? 'This does not match the form the server expects: see the description above.'
          : p.pattern !== undefined
            ? `This does not match the form the server expects (the pattern ${p.pattern}).`
            : 'This does not match the form the server expects.',
    patternPending: () => 'This answer cannot be checked yet. Try again in a moment.',
    uncheckable: () => 'This app cannot check answers to this question: leave it empty.',
    duplicateItem: () => 'This item is already in the list.',
  },
  fixErrors: (n) => `${n} ${plural(n, 'answer needs', 'answers need')} fixing before you can submit.`,
  paramsProblems: {
    'not-an-object': UNREADABLE_REQUEST,
    'unknown-mode': 'The request is of a kind this app does not know.',
    'missing-message': 'The request does not say what it is for.',
    'missing-schema': 'The request lists no questions.',
    'missing-url': 'The request has no link.',
    'invalid-elicitation-id': UNREADABLE_REQUEST,
    'invalid-meta': UNREADABLE_REQUEST,
    'invalid-task': UNREADABLE_REQUEST,
    'not-form-mode': 'This request asks you to open a link, not to fill in a form.',
  },
  schemaProblemsTitle: 'Part of this request cannot be shown',
  schemaIssues: {
    'root-not-object': UNREADABLE_QUESTIONS,
    'root-type-not-object': UNREADABLE_QUESTIONS,
    'properties-missing': 'The request lists no questions.',
    'unsupported-dialect': 'The questions use a format this app does not support.',
    'required-invalid': UNREADABLE_QUESTIONS,
    'required-unknown-key': 'A required answer has no question.',
    'property-not-object': UNREADABLE_QUESTION,
    'missing-type': UNREADABLE_QUESTION,
    'unsupported-type': UNSUPPORTED_QUESTION,
    'nested-object': 'This question asks for nested data, which forms cannot hold.',
    'unsupported-array': UNSUPPORTED_QUESTION,
    'enum-and-oneof': 'The choices of this question conflict.',
    'invalid-options': UNREADABLE_QUESTION,
    'enum-names-mismatch': UNREADABLE_QUESTION,
    'duplicate-option': 'Repeated choices are left out.',
    'option-violates-constraint': 'Choices that break the question’s rules are left out.',
    'too-large': 'Too large to show.',
    'invalid-constraint': 'An unusable limit is ignored.',
    'unsupported-constraint': 'A rule of this question cannot be checked here; the server may refuse the answer.',
    'unsupported-format': 'An unknown format is ignored.',
    'invalid-default': 'A suggested answer that does not fit is left out.',
    'unchecked-format': 'This app cannot check answers to this question: it can only be left empty.',
    'invalid-pattern': 'This question’s rule is broken: it can only be left empty.',
    'unsupported-pattern': 'This app cannot check this question’s rule: it can only be left empty.',
    'unresolved-ref': UNREADABLE_QUESTION,
    'conflicting-keywords': 'The rules of this question conflict.',
  },
  schemaIssueField: (field) => `“${field}”: `,
  notAcceptable: 'This request cannot be answered as sent. You can decline or cancel it.',
  sensitiveTitle: 'This may ask for a secret',
  sensitiveField: (reason) => `This looks like a request for ${reason}. Forms must not ask for secrets: enter it only if you are sure.`,
  sensitiveMessage: (reason) => `The message mentions ${reason}. Forms must not ask for secrets: never type one here.`,
  sensitiveBlocked: 'Your app does not allow answering forms that ask for secrets. You can decline or cancel.',
  confirmCancel: 'Cancel this request? What you typed will not be sent.',
  keepEditing: 'Keep editing',
  discardAndCancel: 'Discard and cancel',
  sensitiveReasons: {
    otp: 'a one-time code',
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
  listBetween: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `Add ${min} ${plural(min, 'item', 'items')}.`
        : `Add ${min} to ${max} items.`
      : min !== undefined
        ? `Add at least ${min} ${plural(min, 'item', 'items')}.`
        : `Add at most ${max} ${plural(max ?? 0, 'item', 'items')}.`,
  addItem: 'Add item',
  listItem: (label, n) => `${label}, item ${n}`,
  removeItem: (n) => `Remove item ${n}`,
  moveItemUp: (n) => `Move item ${n} up`,
  moveItemDown: (n) => `Move item ${n} down`,
  itemError: (n, text) => `Item ${n}: ${text}`,
  listKeys: 'Enter adds an item; Alt+Up and Alt+Down move one.',
  fixedValue: 'Fixed by the request: sent as shown.',
  localTime: (offset) => (offset ? `Your local time (UTC${offset}).` : 'Your local time.'),
  responded: 'Your answer was sent.',
  numberRange: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `Exactly ${min}.`
        : `Between ${min} and ${max}.`
      : min !== undefined
        ? `${min} or more.`
        : `Up to ${max}.`,
  lengthRange: (min, max) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `Exactly ${max} ${plural(max, 'character', 'characters')}.`
        : `${min} to ${max} characters.`
      : min !== undefined
        ? `At least ${min} ${plural(min, 'character', 'characters')}.`
        : `Up to ${max} ${plural(Number(max), 'character', 'characters')}.`,
  yes: 'Yes',
  no: 'No',
  revealSecret: (field) => `Show ${field}`,
  revealSecretShort: 'Show',
  sensitiveAcknowledge: (server, reason) => `I understand ${server} asks for ${reason} here`,
  sensitiveAcknowledgeMissing: 'Tick this box to send your answer.',
  patternParts: (parts) => parts.map(partEn).join(', '),
  declineOrCancel: 'Decline answers no. Cancel closes the request without an answer.',
};
