import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_MESSAGES } from '../i18n/appMessages.js';
import { AppMessagesContext } from '../i18n/AppMessagesContext.js';
import type { Language } from '../i18n/language.js';
import type { ToolInfo } from '../tools/toolList.js';
import { JsonArguments } from './JsonArguments.js';

const tool = {
  name: 'search',
  title: 'Search',
  inputSchema: {
    type: 'object',
    properties: { filter: { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } }, required: ['limit'] } },
    required: ['filter'],
  },
} as unknown as ToolInfo;

afterEach(cleanup);

// Typing JSON key by key takes seconds in jsdom on a loaded 2-core machine; no test asserts time.
const SLOW_MS = 30_000;

async function problemsIn(language: Language, text: string) {
  const onCall = vi.fn();
  const user = userEvent.setup();
  render(
    <AppMessagesContext.Provider value={APP_MESSAGES[language]}>
      <JsonArguments tool={tool} onCall={onCall} />
    </AppMessagesContext.Provider>,
  );
  const area = screen.getByTestId('arguments-json');
  await user.clear(area);
  await user.type(area, text.replaceAll('{', '{{').replaceAll('[', '[['));
  await user.click(screen.getByTestId('call-tool'));
  expect(onCall).not.toHaveBeenCalled();
  expect(area.getAttribute('aria-invalid')).toBe('true');
  return [...screen.getByTestId('arguments-problems').querySelectorAll('li')].map((item) => item.textContent);
}

describe('JsonArguments: the schema’s complaints in the UI’s language', () => {
  it(
    'English',
    async () => {
      expect(await problemsIn('en', '{"filter":{"limit":0}}')).toEqual(['/filter/limit must be >= 1.']);
    },
    SLOW_MS,
  );

  it(
    'German, Ajv’s own message included',
    async () => {
      expect(await problemsIn('de', '{"filter":{"limit":0}}')).toEqual(['/filter/limit: muss >= 1 sein.']);
      cleanup();
      expect(await problemsIn('de', '{"filter":{}}')).toEqual(['/filter: limit fehlt.']);
    },
    SLOW_MS,
  );
});
