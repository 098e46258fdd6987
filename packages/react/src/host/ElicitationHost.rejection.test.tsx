import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { GITHUB, nameForm } from './test-support.js';
import { preloadParts } from './lazyParts.js';
import { setup } from './test-render.js';

// The cards' code (form, URL consent), loaded up front as the host's idle preload would have
// (a request that comes before it is in ElicitationHost.pending.test.tsx).
beforeAll(preloadParts);

describe('ElicitationHost: a request asked again after the server refused the answer', () => {
  for (const layout of ['inline', 'dialog'] as const) {
    it(`${layout}: shows the server's reason beside the form, prefilled with what was sent, and sends the correction`, async () => {
      const { ask, container } = setup({ layout });
      const answer = ask({ server: GITHUB, params: nameForm(), draft: { name: 'bad name!' }, rejection: 'name: only letters, digits and dashes' });
      const field = await screen.findByRole('textbox', { name: /Repository name/ });
      // Prefilled: nothing the person typed is lost.
      expect(field).toHaveValue('bad name!');
      const item = field.closest<HTMLElement>('[data-ek-part="host-item"]')!;
      expect(item).toHaveAttribute('data-rejected');
      const notice = within(item).getByText('GitHub did not accept your answer. Correct it below and submit again:');
      expect(notice.closest('[data-ek-part="host-rejection"]')).toHaveTextContent('name: only letters, digits and dashes');
      // The card says why it is back: a screen reader hears the reason with the card's name.
      expect(item).toHaveAccessibleDescription(/did not accept your answer.*only letters, digits and dashes/);
      await expectNoAxeViolations(layout === 'dialog' ? document.body : container);

      await userEvent.clear(field);
      await userEvent.type(field, 'good-name');
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'good-name' } });
    });
  }

  it('shows no notice for a request asked the first time', () => {
    const { ask, container } = setup();
    ask({ server: GITHUB, params: nameForm() });
    expect(container.querySelector('[data-ek-part="host-rejection"]')).toBeNull();
    expect(container.querySelector('[data-ek-part="host-item"]')).not.toHaveAttribute('data-rejected');
  });
});
