// @ts-check
// Builds the published `styles.css`: the source entry declares Tailwind v4's layer order and imports
// its partials with `@import url('…') layer(components.elicit-kit);`; the package ships one file with
// that statement and every partial inlined inside a single `@layer components.elicit-kit { … }` block,
// so host rules always win (why this layer: the comment in `src/styles.css`).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The cascade layer holding every rule of the kit. */
export const LAYER = 'components.elicit-kit';
/** Tailwind v4's layer order, declared first so the kit lands above preflight in any import order. */
export const ORDER = '@layer theme, base, components, utilities;';

const IMPORT = /@import\s+url\(["']?([^"')]+)["']?\)\s+layer\(components\.elicit-kit\);/g;

/**
 * @param {string} entry absolute path of `src/styles.css`
 * @returns {string} the stylesheet to publish
 */
export function inlineStylesheet(entry) {
  const source = readFileSync(entry, 'utf8');
  const withoutHeader = source.replace(/^\/\*[\s\S]*?\*\/\s*/, '');
  if (!withoutHeader.startsWith(`${ORDER}\n`)) throw new Error(`styles.css: must start with \`${ORDER}\`: ${entry}`);
  const body = withoutHeader
    .slice(ORDER.length)
    .replace(IMPORT, (_, path) => readFileSync(resolve(dirname(entry), path), 'utf8'))
    .trim();
  if (/@import/.test(body)) throw new Error(`styles.css: an @import outside layer(${LAYER}) cannot be inlined: ${entry}`);
  return `${ORDER}\n@layer ${LAYER} {\n${body}\n}\n`;
}
