import { describe, expect, it } from 'vitest';
import { formMessagesDe } from '../form/messages-de.js';
import { formMessagesEn } from '../form/messages.js';
import { hostMessagesDe, hostMessagesEn } from '../host/messages.js';
import { previewMessagesDe, previewMessagesEn } from '../preview/messages.js';
import { urlConsentMessagesDe, urlConsentMessagesEn } from '../url-consent/messages.js';
import { de, en } from './bundles.js';
import { commonMessagesDe, commonMessagesEn } from './common.js';

// Each language's bundle must show every component exactly its own text: a key one component
// shares with another under a different text would be overwritten by whichever is spread last.
const languages = {
  en: {
    bundle: en,
    parts: { common: commonMessagesEn, form: formMessagesEn, urlConsent: urlConsentMessagesEn, host: hostMessagesEn, preview: previewMessagesEn },
  },
  de: {
    bundle: de,
    parts: { common: commonMessagesDe, form: formMessagesDe, urlConsent: urlConsentMessagesDe, host: hostMessagesDe, preview: previewMessagesDe },
  },
};

describe.each(Object.entries(languages))('the %s bundle', (_, { bundle, parts }) => {
  it.each(Object.entries(parts))('gives %s every one of its own strings', (_, messages) => {
    const wrong = Object.entries(messages)
      .filter(([key, text]) => (bundle as unknown as Record<string, unknown>)[key] !== text)
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it('holds nothing that no component defines', () => {
    const known = new Set(Object.values(parts).flatMap((m) => Object.keys(m)));
    expect(Object.keys(bundle).filter((key) => !known.has(key))).toEqual([]);
  });

  it('shows the form its own Decline/Cancel line and the link its own (F2)', () => {
    expect(bundle.declineOrCancel).toBe(parts.form.declineOrCancel);
    expect(bundle.linkDeclineOrCancel).toBe(parts.urlConsent.linkDeclineOrCancel);
    expect(bundle.declineOrCancel).not.toBe(bundle.linkDeclineOrCancel);
  });
});
