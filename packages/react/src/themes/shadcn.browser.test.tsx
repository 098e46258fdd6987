import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The mapping first, the kit after: the harder order (the mapping's layer must still win).
import './shadcn.css';
import '../styles.css';

// shadcn/ui's variables as its globals.css sets them (unlayered, light on :root, dark on .dark), with
// plain rgb() values so the computed colours read back as written.
const SHADCN = `
  :root {
    --radius: 0.625rem;
    --card: rgb(255, 255, 254); --card-foreground: rgb(10, 10, 11);
    --primary: rgb(23, 23, 24); --primary-foreground: rgb(250, 250, 251);
    --secondary: rgb(245, 245, 246); --muted: rgb(245, 245, 247); --muted-foreground: rgb(115, 115, 116);
    --border: rgb(229, 229, 230); --input: rgb(229, 229, 231); --ring: rgb(161, 161, 162);
    --destructive: rgb(231, 0, 11);
  }
  .dark {
    --card: rgb(23, 23, 25); --card-foreground: rgb(250, 250, 252);
    --primary: rgb(229, 229, 232); --primary-foreground: rgb(23, 23, 26);
  }`;

describe('themes/shadcn.css', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = SHADCN;
    document.head.append(style);
  });
  afterEach(() => {
    style.remove();
    cleanup();
  });

  const card = () =>
    render(
      <form className="ek-root" aria-label="Card">
        <input className="ek-input" aria-label="Name" />
        <button type="button" className="ek-button" data-variant="primary">
          Submit
        </button>
      </form>,
    );

  it('paints the kit with shadcn’s card, primary, input border and radius', () => {
    const { getByRole } = card();
    const root = getComputedStyle(getByRole('form'));
    expect(root.backgroundColor).toBe('rgb(255, 255, 254)');
    expect(root.color).toBe('rgb(10, 10, 11)');
    expect(root.borderTopColor).toBe('rgb(229, 229, 230)');
    expect(root.borderTopLeftRadius).toBe('14px'); // rounded-xl: 0.625rem + 4px
    const button = getComputedStyle(getByRole('button'));
    expect(button.backgroundColor).toBe('rgb(23, 23, 24)');
    expect(button.color).toBe('rgb(250, 250, 251)');
    expect(button.borderTopLeftRadius).toBe('8px'); // rounded-md: 0.625rem - 2px
    expect(getComputedStyle(getByRole('textbox')).borderTopColor).toBe('rgb(229, 229, 231)');
  });

  it('follows shadcn’s .dark values (over the kit’s own dark colours)', () => {
    document.documentElement.classList.add('dark');
    try {
      const { getByRole } = card();
      expect(getComputedStyle(getByRole('form')).backgroundColor).toBe('rgb(23, 23, 25)');
      expect(getComputedStyle(getByRole('button')).backgroundColor).toBe('rgb(229, 229, 232)');
      // Native controls are dark too (the kit's .dark rule).
      expect(getComputedStyle(getByRole('textbox')).colorScheme).toBe('dark');
    } finally {
      document.documentElement.classList.remove('dark');
    }
  });

  it('still loses to an unlayered host rule', () => {
    style.textContent += '.my-card { --ek-color-accent: rgb(1, 2, 3); }';
    const { getByRole } = card();
    getByRole('form').classList.add('my-card');
    expect(getComputedStyle(getByRole('button')).backgroundColor).toBe('rgb(1, 2, 3)');
  });
});
