// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from '../../scripts/stylesheet.mjs';

const entry = fileURLToPath(new URL('../styles.css', import.meta.url));

describe('the published styles.css', () => {
  const css = inlineStylesheet(entry);

  it('is one file, every rule inside the elicit-kit cascade layer', () => {
    expect(css.startsWith('@layer elicit-kit {\n')).toBe(true);
    expect(css).not.toMatch(/@import/);
    // Balanced braces, and the layer block closes only at the very end.
    let depth = 0;
    let closedAt = -1;
    for (let i = 0; i < css.length; i++) {
      if (css[i] === '{') depth++;
      if (css[i] === '}' && --depth === 0) closedAt = i;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    expect(css.slice(closedAt + 1).trim()).toBe('');
  });

  it('holds the tokens and the rules of every part', () => {
    for (const selector of ['--ek-color-accent', '.ek-root', '.ek-server', '.ek-button', '.ek-form', '.ek-url-consent']) {
      expect(css).toContain(selector);
    }
  });
});
