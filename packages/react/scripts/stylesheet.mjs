// @ts-check
// Builds the published `styles.css`: the source entry imports its partials with
// `@import url('…') layer(elicit-kit);`; the package ships one file with every partial
// inlined inside a single `@layer elicit-kit { … }` block, so host rules always win.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT = /@import\s+url\(["']?([^"')]+)["']?\)\s+layer\(elicit-kit\);/g;

/**
 * @param {string} entry absolute path of `src/styles.css`
 * @returns {string} the stylesheet to publish
 */
export function inlineStylesheet(entry) {
  const source = readFileSync(entry, 'utf8');
  const body = source.replace(/^\/\*[\s\S]*?\*\/\s*/, '').replace(IMPORT, (_, path) => readFileSync(resolve(dirname(entry), path), 'utf8'));
  if (/@import/.test(body)) throw new Error(`styles.css: an @import outside layer(elicit-kit) cannot be inlined: ${entry}`);
  return `@layer elicit-kit {\n${body}\n}\n`;
}
