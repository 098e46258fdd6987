// @ts-check
// `node scripts/api/count.mjs`: how many names each entry point exports (runtime values and
// type-only names), and how many of them no doc mentions (README.md, packages/*/README.md,
// docs/**/*.md, docs/storybook/*.mdx; a whole-word match of the name counts as documented).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSurface, repo } from './surface.mjs';

/** Every doc a person reads, as one text. */
export function docsText() {
  const files = ['README.md', ...readdirSync(join(repo, 'packages')).map((p) => `packages/${p}/README.md`)];
  const walk = (/** @type {string} */ dir) => {
    for (const e of readdirSync(join(repo, dir), { withFileTypes: true })) {
      if (e.isDirectory()) walk(`${dir}/${e.name}`);
      else if (/\.mdx?$/.test(e.name)) files.push(`${dir}/${e.name}`);
    }
  };
  walk('docs');
  return files.map((f) => { try { return readFileSync(join(repo, f), 'utf8'); } catch { return ''; } }).join('\n');
}

const docs = docsText();
const documented = (/** @type {string} */ name) => new RegExp(`(^|[^A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`).test(docs);
const rows = readSurface().map((e) => {
  const undocumented = e.exports.filter((x) => !documented(x.name)).map((x) => x.name);
  return { entry: e.name, names: e.exports.length, runtime: e.exports.filter((x) => x.runtime).length, types: e.exports.filter((x) => !x.runtime).length, undocumented };
});
console.log('entry point'.padEnd(32), 'names', 'runtime', 'types', 'in no doc');
for (const r of rows) console.log(r.entry.padEnd(32), String(r.names).padStart(5), String(r.runtime).padStart(7), String(r.types).padStart(5), String(r.undocumented.length).padStart(9));
if (process.argv.includes('--list')) for (const r of rows) if (r.undocumented.length) console.log(`\n${r.entry} (in no doc): ${r.undocumented.join(', ')}`);
