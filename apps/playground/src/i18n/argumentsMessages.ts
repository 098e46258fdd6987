import type { ErrorObject } from 'ajv';
import localizeDe from 'ajv-i18n/localize/de/index.js';
import type { Language } from './language.js';

/**
 * How the JSON editor words what the tool's `inputSchema` (Ajv) says about the arguments.
 * `where` is a JSON Pointer in backticks, or `root` for the arguments as a whole.
 */
export interface SchemaErrorWords {
  /** The arguments as a whole, as the subject of a sentence. */
  root: string;
  required: (where: string | undefined, missing: string) => string;
  additional: (where: string, key: string) => string;
  enum: (where: string, allowed: string) => string;
  /** Any other keyword: Ajv's own message, in this language after {@link SchemaErrorWords.localize}. */
  other: (where: string, message: string) => string;
  /** Rewrites Ajv's `message` of each error in this language, in place (ajv-i18n; English is Ajv's own). */
  localize: (errors: ErrorObject[]) => void;
  /** The schema cannot be used: the call is not blocked, the server checks. */
  noSchema: string;
  uncheckable: (detail: string) => string;
}

/** The arguments panel's strings. */
export interface ArgumentsMessages {
  heading: (tool: string) => string;
  argumentsFor: string;
  call: string;
  close: string;
  formHint: string;
  /** Over the tool's description in the form (where a request shows the server's message). */
  toolDescription: string;
  jsonLabel: string;
  jsonHint: string;
  schema: string;
  problems: Record<'not-json' | 'not-object' | 'schema', string>;
  schemaErrors: SchemaErrorWords;
  /** The tool card's second button. */
  editArguments: string;
}

const en: ArgumentsMessages = {
  heading: (tool) => `Call ${tool}`,
  argumentsFor: 'Arguments for',
  call: 'Call',
  close: 'Close',
  formHint: 'Close goes back without calling the tool.',
  toolDescription: 'What the tool says it does (its description, not checked by this app):',
  jsonLabel: 'Arguments (JSON)',
  jsonHint: 'A JSON object, checked against the tool’s input schema as you type.',
  schema: 'Input schema',
  problems: {
    'not-json': 'This is not JSON yet:',
    'not-object': 'The arguments must be a JSON object ({ … }).',
    schema: 'The tool’s input schema does not accept this:',
  },
  schemaErrors: {
    root: 'The arguments',
    required: (where, missing) => (where === undefined ? `The arguments need \`${missing}\`.` : `${where} needs \`${missing}\`.`),
    additional: (where, key) => `${where} may not have \`${key}\`.`,
    enum: (where, allowed) => `${where} must be one of ${allowed}.`,
    other: (where, message) => `${where} ${message}.`,
    localize: () => {},
    noSchema: 'The tool has no input schema to check against.',
    uncheckable: (detail) => `The tool’s input schema cannot be checked here (${detail}); the server will check the arguments.`,
  },
  editArguments: 'Arguments…',
};

const de: ArgumentsMessages = {
  heading: (tool) => `${tool} aufrufen`,
  argumentsFor: 'Argumente für',
  call: 'Aufrufen',
  close: 'Schließen',
  formHint: 'Schließen geht zurück, ohne das Werkzeug aufzurufen.',
  toolDescription: 'Was das Werkzeug über sich sagt (seine Beschreibung, von dieser App nicht geprüft):',
  jsonLabel: 'Argumente (JSON)',
  jsonHint: 'Ein JSON-Objekt, beim Tippen gegen das Eingabeschema des Werkzeugs geprüft.',
  schema: 'Eingabeschema',
  problems: {
    'not-json': 'Das ist noch kein JSON:',
    'not-object': 'Die Argumente müssen ein JSON-Objekt sein ({ … }).',
    schema: 'Das Eingabeschema des Werkzeugs akzeptiert das nicht:',
  },
  schemaErrors: {
    root: 'Die Argumente',
    required: (where, missing) => (where === undefined ? `Den Argumenten fehlt \`${missing}\`.` : `${where}: \`${missing}\` fehlt.`),
    additional: (where, key) => `${where}: \`${key}\` ist nicht erlaubt.`,
    enum: (where, allowed) => `${where}: muss einer dieser Werte sein: ${allowed}.`,
    // Ajv's messages in German start with the verb ("muss …"): after a colon they read for any subject.
    other: (where, message) => `${where}: ${message}.`,
    localize: (errors) => localizeDe(errors),
    noSchema: 'Das Werkzeug hat kein Eingabeschema, gegen das sich prüfen ließe.',
    uncheckable: (detail) => `Das Eingabeschema des Werkzeugs lässt sich hier nicht prüfen (${detail}); der Server prüft die Argumente.`,
  },
  editArguments: 'Argumente …',
};

export const ARGUMENTS_MESSAGES: Record<Language, ArgumentsMessages> = { en, de };
