import type { Language } from './language.js';

/** The arguments panel's strings. */
export interface ArgumentsMessages {
  heading: (tool: string) => string;
  argumentsFor: string;
  call: string;
  close: string;
  formHint: string;
  jsonLabel: string;
  jsonHint: string;
  schema: string;
  problems: Record<'not-json' | 'not-object' | 'schema', string>;
  /** The tool card's second button. */
  editArguments: string;
}

const en: ArgumentsMessages = {
  heading: (tool) => `Call ${tool}`,
  argumentsFor: 'Arguments for',
  call: 'Call',
  close: 'Close',
  formHint: 'Close goes back without calling the tool.',
  jsonLabel: 'Arguments (JSON)',
  jsonHint: 'A JSON object, checked against the tool’s input schema as you type.',
  schema: 'Input schema',
  problems: {
    'not-json': 'This is not JSON yet:',
    'not-object': 'The arguments must be a JSON object ({ … }).',
    schema: 'The tool’s input schema does not accept this:',
  },
  editArguments: 'Arguments…',
};

const de: ArgumentsMessages = {
  heading: (tool) => `${tool} aufrufen`,
  argumentsFor: 'Argumente für',
  call: 'Aufrufen',
  close: 'Schließen',
  formHint: 'Schließen geht zurück, ohne das Werkzeug aufzurufen.',
  jsonLabel: 'Argumente (JSON)',
  jsonHint: 'Ein JSON-Objekt, beim Tippen gegen das Eingabeschema des Werkzeugs geprüft.',
  schema: 'Eingabeschema',
  problems: {
    'not-json': 'Das ist noch kein JSON:',
    'not-object': 'Die Argumente müssen ein JSON-Objekt sein ({ … }).',
    schema: 'Das Eingabeschema des Werkzeugs akzeptiert das nicht:',
  },
  editArguments: 'Argumente …',
};

export const ARGUMENTS_MESSAGES: Record<Language, ArgumentsMessages> = { en, de };
