// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet, LAYER, ORDER } from '../../scripts/stylesheet.mjs';

const entry = fileURLToPath(new URL('../styles.css', import.meta.url));

describe('the published styles.css', () => {
  const css = inlineStylesheet(entry);

  it("is one file: Tailwind v4's layer order, then every rule inside the components.elicit-kit layer", () => {
    expect(ORDER).toBe('@layer theme, base, components, utilities;');
    expect(LAYER).toBe('components.elicit-kit');
    expect(css.startsWith(`${ORDER}\n@layer ${LAYER} {\n`)).toBe(true);
    expect(css).not.toMatch(/@import/);
    // Balanced braces, and the layer block closes only at the very end.
    const block = css.slice(ORDER.length);
    let depth = 0;
    let closedAt = -1;
    for (let i = 0; i < block.length; i++) {
      if (block[i] === '{') depth++;
      if (block[i] === '}' && --depth === 0) closedAt = i;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    expect(block.slice(closedAt + 1).trim()).toBe('');
  });

  it('holds the tokens and the rules of every part', () => {
    for (const selector of ['--ek-color-accent', '.ek-root', '.ek-server', '.ek-button', '.ek-form', '.ek-url-consent']) {
      expect(css).toContain(selector);
    }
  });
});
