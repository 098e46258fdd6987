// @ts-check
// `node scripts/api/count.mjs`: how many names each entry point exports (runtime values and
// type-only names), and how many of them no doc mentions (README.md, packages/*/README.md,
// docs/**/*.md with the generated API reference docs/api/*.md, docs/storybook/*.mdx; a whole-word
// match of the name counts as documented). "only in reference": the names that the reference alone
// mentions, no prose doc. `--list` names them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSurface, repo } from './surface.mjs';

/**
 * Every doc a person reads, as one text.
 * @param {{ reference?: boolean }} [options]  `reference: false` leaves out the generated docs/api/
 */
export function docsText({ reference = true } = {}) {
  const files = ['README.md', ...readdirSync(join(repo, 'packages')).map((p) => `packages/${p}/README.md`)];
  const walk = (/** @type {string} */ dir) => {
    for (const e of readdirSync(join(repo, dir), { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (reference || `${dir}/${e.name}` !== 'docs/api') walk(`${dir}/${e.name}`);
      } else if (/\.mdx?$/.test(e.name)) files.push(`${dir}/${e.name}`);
    }
  };
  walk('docs');
  return files
    .map((f) => {
      try {
        return readFileSync(join(repo, f), 'utf8');
      } catch {
        return '';
      }
    })
    .join('\n');
}

const mentions = (/** @type {string} */ docs) => (/** @type {string} */ name) =>
  new RegExp(`(^|[^A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`).test(docs);
const inDocs = mentions(docsText());
const inProse = mentions(docsText({ reference: false }));
const rows = readSurface().map((e) => {
  const undocumented = e.exports.filter((x) => !inDocs(x.name)).map((x) => x.name);
  const referenceOnly = e.exports.filter((x) => inDocs(x.name) && !inProse(x.name)).map((x) => x.name);
  return {
    entry: e.name,
    names: e.exports.length,
    runtime: e.exports.filter((x) => x.runtime).length,
    types: e.exports.filter((x) => !x.runtime).length,
    undocumented,
    referenceOnly,
  };
});
console.log('entry point'.padEnd(32), 'names', 'runtime', 'types', 'in no doc', 'only in reference');
for (const r of rows)
  console.log(
    r.entry.padEnd(32),
    String(r.names).padStart(5),
    String(r.runtime).padStart(7),
    String(r.types).padStart(5),
    String(r.undocumented.length).padStart(9),
    String(r.referenceOnly.length).padStart(17),
  );
if (process.argv.includes('--list')) {
  for (const r of rows) if (r.undocumented.length) console.log(`\n${r.entry} (in no doc): ${r.undocumented.join(', ')}`);
  for (const r of rows) if (r.referenceOnly.length) console.log(`\n${r.entry} (only in reference): ${r.referenceOnly.join(', ')}`);
}
