import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { GITHUB, nameForm } from './test-support.js';
import { preloadParts } from './lazyParts.js';
import { setup } from './test-render.js';

// The cards' code (form, URL consent), loaded up front as the host's idle preload would have
// (a request that comes before it is in ElicitationHost.pending.test.tsx).
beforeAll(preloadParts);

describe('ElicitationHost: a round says what is held back', () => {
  it('once one answer is given, the round says it is not sent yet and still goes if the others are declined', async () => {
    const { ask } = setup();
    const first = ask({ server: GITHUB, params: nameForm('Name the repo'), group: 'r', key: 'repo' });
    const second = ask({ server: GITHUB, params: nameForm('Name the branch', 'Branch'), group: 'r', key: 'branch' });
    const group = screen.getByRole('group', { name: 'GitHub needs 2 answers' });
    expect(group).toHaveAccessibleDescription('Answers are sent together when all are done.');

    await userEvent.type(screen.getByRole('textbox', { name: /Repository name/ }), 'kit{Enter}');
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'kit' } });
    expect(group).toHaveAccessibleDescription('1 answer is ready and not sent yet: it goes with the others, even if you decline or cancel them.');

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(second).resolves.toEqual({ action: 'decline' });
  });
});
