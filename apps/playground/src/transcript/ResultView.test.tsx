import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MASK } from '../exchange/maskSecrets.js';
import { APP_MESSAGES } from '../i18n/appMessages.js';
import { AppMessagesContext } from '../i18n/AppMessagesContext.js';
import { ResultView } from './ResultView.js';
import { readToolResult } from './toolResult.js';

afterEach(cleanup);

it('a secret the server echoes back in its result is masked there, as in the exchange log', () => {
  // What the demo's suspicious tool returns after a password was submitted (it echoes the answers).
  const result = readToolResult({
    content: [{ type: 'text', text: 'The suspicious server received — credentials: accept (username, password).' }],
    structuredContent: { status: 'answered', answers: { credentials: { action: 'accept', content: { username: 'octocat', password: 'hunter2' } } } },
  });
  render(
    <AppMessagesContext.Provider value={APP_MESSAGES.en}>
      <ResultView result={result} headingId="r" secrets={new Set(['hunter2'])} />
    </AppMessagesContext.Provider>,
  );
  const json = screen.getByTestId('result-json').textContent ?? '';
  expect(json).not.toContain('hunter2');
  expect(JSON.parse(json)).toMatchObject({ answers: { credentials: { content: { username: 'octocat', password: MASK } } } });
  expect(screen.getByTestId('result-text').textContent).toBe('The suspicious server received — credentials: accept (username, password).');
});
