import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationForm } from '../form/ElicitationForm.js';
import { ElicitKitProvider } from '../messages/ElicitKitProvider.js';
import { loadUrlInspector } from '../url-consent/urlInspector.js';
import { UrlConsent } from '../url-consent/UrlConsent.js';

// `unstyled` (prop or provider) must leave no `ek-*` class anywhere, in any state, so a
// headless host styles only by element, role and `data-*` attributes.
const server = { name: 'demo-server' };
const options = (n: number) => Array.from({ length: n }, (_, i) => `option-${i}`);
const params = {
  message: 'Everything at once',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      when: { type: 'string', format: 'date-time', title: 'When' },
      seats: { type: 'integer', title: 'Seats', minimum: 1 },
      ok: { type: 'boolean', title: 'OK' },
      short: { type: 'string', title: 'Short', enum: ['a', 'b'] },
      long: { type: 'string', title: 'Long', enum: options(20) },
      huge: { type: 'string', title: 'Huge', enum: options(200) },
      many: { type: 'array', title: 'Many', items: { type: 'string', enum: options(40) }, minItems: 1 },
      password: { type: 'string', title: 'Password' },
      nested: { type: 'object', title: 'Nested' },
    },
    required: ['name', 'many'],
  },
};

function expectNoKitClass(container: HTMLElement) {
  const styled = [...container.querySelectorAll('[class]')].filter((el) => /(^|\s)ek-/.test(el.getAttribute('class') ?? ''));
  expect(styled.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
}

describe('unstyled', () => {
  it('ElicitationForm: no kit class with every field kind, a schema issue, a sensitive warning and errors shown', async () => {
    const { container } = render(<ElicitationForm params={params} server={server} onRespond={() => {}} unstyled />);
    await screen.findAllByText(/secret/i);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull();
    expectNoKitClass(container);
    // The state is still exposed for styling.
    expect(container.querySelector('[data-ek-part]')).not.toBeNull();
  });

  it('ElicitKitProvider unstyled applies to every component below it', async () => {
    await loadUrlInspector();
    const { container } = render(
      <ElicitKitProvider unstyled>
        <ElicitationForm params={params} server={server} onRespond={() => {}} />
        <UrlConsent params={{ mode: 'url', message: 'Go', url: 'https://accounts.google.com@evil.example/' }} server={server} onRespond={() => {}} />
      </ElicitKitProvider>,
    );
    await screen.findByText(/really goes to/);
    expectNoKitClass(container);
  });

  it('without unstyled the same tree does carry kit classes (the check can fail)', () => {
    const { container } = render(<ElicitationForm params={params} server={server} onRespond={() => {}} />);
    expect(container.querySelector('.ek-root')).not.toBeNull();
  });
});
