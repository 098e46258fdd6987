import {
  commonMessagesDe,
  formMessagesDe,
  hostMessagesDe,
  previewMessagesDe,
  urlConsentMessagesDe,
} from '@elicit-kit/react';
import type { Language } from './language.js';

// One object for ElicitKitProvider: it hands every component only the keys it knows.
// English needs nothing: it is every component's default.
const german: Record<string, unknown> = {
  ...commonMessagesDe,
  ...formMessagesDe,
  ...urlConsentMessagesDe,
  ...hostMessagesDe,
  ...previewMessagesDe,
};

/** The kit's messages for `language`, or `undefined` for the built-in English. */
export function kitMessagesFor(language: Language): Record<string, unknown> | undefined {
  return language === 'de' ? german : undefined;
}
