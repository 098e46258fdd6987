// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet, LAYER, ORDER } from '../../scripts/stylesheet.mjs';
import { declarations, END, readTokens, RULES, START, tokenTable } from '../../scripts/tokens.mjs';

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

describe('the tokens (theme/tokens.css) and their table in the README', () => {
  const tokensCss = readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');
  const tokens = readTokens(tokensCss);
  const colours = tokens.filter((t) => t.name.startsWith('--ek-color-'));
  const values = (head: string) => new Map(declarations(tokensCss, head).map((d) => [d.name, d.value]));

  it('declares 29 tokens, each with what it styles', () => {
    expect(tokens).toHaveLength(29);
    expect(colours).toHaveLength(14);
    for (const token of tokens) expect(token.what, token.name).not.toBe('');
  });

  it('writes each colour the same in every rule that sets it', () => {
    const followHost = values(RULES.followHost);
    const light = values(RULES.light);
    const dark = values(RULES.dark);
    const systemDark = values(RULES.systemDark);
    for (const { name, light: l, dark: d } of colours) {
      expect(followHost.get(name), name).toBe(`light-dark(${l}, ${d})`);
      expect(light.get(name), name).toBe(l);
      expect([dark.get(name), systemDark.get(name)], name).toEqual([d, d]);
    }
    expect([light, dark, systemDark].map((rule) => rule.get('color-scheme'))).toEqual(['light', 'dark', 'dark']);
    // No color-scheme of the kit's own in the follow-the-host rule: the host's is inherited.
    expect(followHost.has('color-scheme')).toBe(false);
  });

  it('covers every --ek-* variable the stylesheet reads (two without a default of their own, in the README)', () => {
    const published = inlineStylesheet(entry);
    const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
    const read = new Set([...published.matchAll(/var\((--ek-[a-z0-9-]+)/g)].map((m) => m[1]));
    const untabled = [...read].filter((name) => !tokens.some((t) => t.name === name));
    // The dialogs' overlay and layer sit outside .ek-root, so their colour and z-index are read with a fallback
    // and set by the host on an ancestor.
    expect(untabled.sort()).toEqual(['--ek-color-overlay', '--ek-dialog-z-index']);
    for (const name of untabled) {
      expect(published).toContain(`var(${name}, `);
      expect(readme).toContain(`\`${name}\``);
    }
  });

  it('matches the table in packages/react/README.md (else: node packages/react/scripts/tokens.mjs --write)', () => {
    const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) => line.replace(/\s+/g, ' ').replace(/-{3,}/g, '---'));
    const table = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END));
    expect(rows(table)).toEqual(rows(tokenTable(tokens)));
  });

  it('themes/shadcn.css sets only tokens the kit has, in its own layer after the kit’s', () => {
    const shadcn = readFileSync(fileURLToPath(new URL('../themes/shadcn.css', import.meta.url)), 'utf8');
    const set = [...shadcn.matchAll(/^\s*(--ek-[a-z0-9-]+):/gm)].map((m) => m[1]);
    expect(set.length).toBeGreaterThan(10);
    expect(set.filter((name) => !tokens.some((t) => t.name === name))).toEqual([]);
    expect(shadcn).toContain(`${ORDER}\n@layer ${LAYER}, components.elicit-kit-shadcn;\n`);
  });
});
