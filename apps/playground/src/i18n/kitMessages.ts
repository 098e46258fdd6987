import type { ElicitKitMessages } from '@elicit-kit/react';
import { de } from '@elicit-kit/react/messages';
import type { Language } from './language.js';

/** The kit's messages for `language` (one bundle for ElicitKitProvider), or `undefined` for the built-in English. */
export function kitMessagesFor(language: Language): ElicitKitMessages | undefined {
  return language === 'de' ? de : undefined;
}
