import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../styles.css';

// The kit's stylesheet lives in the `components.elicit-kit` cascade layer, so any unlayered host rule wins,
// however weak its selector. A real browser is needed: jsdom does not implement layers.
describe('styles.css', () => {
  let host: HTMLStyleElement | undefined;
  afterEach(() => {
    host?.remove();
    cleanup();
  });

  it('loses to an unlayered host rule even with lower specificity', async () => {
    const { getByRole } = render(
      <div className="ek-root">
        <button type="button" className="ek-button" data-variant="primary">
          Submit
        </button>
      </div>,
    );
    const button = getByRole('button');
    // The kit's own primary colour applies first…
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(10, 88, 202)');
    // …and a bare element selector (0,0,1) outside any layer beats `.ek-button[data-variant='primary']` (0,2,0).
    host = document.createElement('style');
    host.textContent = 'button { background-color: rgb(1, 2, 3); }';
    document.head.append(host);
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(1, 2, 3)');
  });

  // Tailwind v4's own layer statement and an excerpt of its preflight (tailwindcss/preflight.css), plus one
  // utility. The full Tailwind build runs in the host matrix (scripts/packages/hosts/vite-tailwind.mjs).
  const tailwind = `@layer theme, base, components, utilities;
    @layer base {
      *, ::after, ::before { box-sizing: border-box; border: 0 solid; margin: 0; padding: 0; }
      button, input, select { font: inherit; color: inherit; border-radius: 0; background-color: transparent; }
    }
    @layer utilities { .p-8 { padding: 2rem; } }`;

  for (const order of ['before', 'after'] as const) {
    it(`under Tailwind's preflight imported ${order} the kit: bordered inputs, padded coloured buttons, utilities still win`, async () => {
      const { getByRole } = render(
        <form className="ek-root">
          <input className="ek-input" aria-label="Name" />
          <button type="button" className="ek-button" data-variant="primary">
            Submit
          </button>
          <button type="button" className="ek-button p-8">
            Cancel
          </button>
        </form>,
      );
      host = document.createElement('style');
      host.textContent = tailwind;
      // The kit's stylesheet is already in <head> (imported above): first or last decides which layer statement comes first.
      if (order === 'before') document.head.prepend(host);
      else document.head.append(host);
      const input = getComputedStyle(getByRole('textbox'));
      expect(input.borderTopWidth).toBe('1px');
      expect(input.borderTopStyle).toBe('solid');
      const submit = getComputedStyle(getByRole('button', { name: 'Submit' }));
      expect(submit.backgroundColor).toBe('rgb(10, 88, 202)');
      expect(submit.paddingInlineStart).toBe('16px');
      expect(getComputedStyle(getByRole('button', { name: 'Cancel' })).paddingInlineStart).toBe('32px');
    });
  }

  it('switches tokens with data-theme, and native controls follow (color-scheme)', async () => {
    const { container } = render(
      <div className="ek-root" data-theme="dark">
        <input type="checkbox" aria-label="x" />
      </div>,
    );
    const root = container.querySelector('.ek-root')!;
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(22, 25, 29)');
    expect(getComputedStyle(root).colorScheme).toBe('dark');
  });

  // The host decides light or dark (theme/tokens.css), on this light system as on a dark one (the OS side runs
  // in the host matrix, scripts/packages/hosts/vite-tailwind.mjs, which emulates a dark system).
  const LIGHT = 'rgb(255, 255, 255)';
  const DARK = 'rgb(22, 25, 29)';
  const cases: [string, (card: React.ReactNode) => React.ReactNode, string, string][] = [
    ['a host that says nothing: light, native controls as the page', (card) => <div>{card}</div>, LIGHT, 'normal'],
    ['the host’s color-scheme: dark', (card) => <div style={{ colorScheme: 'dark' }}>{card}</div>, DARK, 'dark'],
    ['the host’s color-scheme: light dark on a light system', (card) => <div style={{ colorScheme: 'light dark' }}>{card}</div>, LIGHT, 'light dark'],
    ['a .dark class (Tailwind, shadcn/ui)', (card) => <div className="dark">{card}</div>, DARK, 'dark'],
    ['a .dark-theme class (Radix Themes)', (card) => <div className="dark-theme">{card}</div>, DARK, 'dark'],
    ['data-theme="dark" on an ancestor', (card) => <div data-theme="dark">{card}</div>, DARK, 'dark'],
    [
      'a light island in a dark app',
      (card) => (
        <div className="dark">
          <div data-theme="light">{card}</div>
        </div>
      ),
      LIGHT,
      'light',
    ],
    [
      'data-theme="light" pins light even when the host’s color-scheme is dark',
      (card) => (
        <div style={{ colorScheme: 'dark' }} data-theme="light">
          {card}
        </div>
      ),
      LIGHT,
      'light',
    ],
    ['data-theme="system" (the opt-in) on a light system', (card) => <div data-theme="system">{card}</div>, LIGHT, 'light'],
  ];
  for (const [name, around, background, scheme] of cases) {
    it(`colour scheme: ${name}`, () => {
      const { getByRole, getByLabelText } = render(
        around(
          <form className="ek-root" aria-label="Card">
            <input type="date" className="ek-input" aria-label="Date" />
          </form>,
        ),
      );
      expect(getComputedStyle(getByRole('form')).backgroundColor).toBe(background);
      expect(getComputedStyle(getByRole('form')).colorScheme).toBe(scheme);
      // The date picker's icon is drawn for the same scheme as the card behind it.
      expect(getComputedStyle(getByLabelText('Date')).colorScheme).toBe(scheme);
    });
  }

  it('a dark theme on a light system: the form’s native inputs are dark too (the date picker’s icon stays visible)', async () => {
    // The browser project runs with a light system preference: data-theme alone must decide.
    const { container } = render(
      <div data-theme="dark">
        <form className="ek-root">
          <input type="date" className="ek-input" aria-label="Date" />
          <select className="ek-select" aria-label="Cabin" />
        </form>
      </div>,
    );
    for (const control of container.querySelectorAll('input, select')) expect(getComputedStyle(control).colorScheme).toBe('dark');
  });
});
