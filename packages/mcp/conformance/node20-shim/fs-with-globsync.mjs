// `node:fs` plus the one Node 22 function the conformance CLI imports. Its only use is finding `**/checks.json`
// (aggregating results), so a `**/<name-with-*>` pattern is all this implements.
import fs from 'node:fs';
import path from 'node:path';

export * from 'node:fs';
export default fs;

export function globSync(pattern, options = {}) {
  if (typeof fs.globSync === 'function') return fs.globSync(pattern, options);
  const cwd = options.cwd ?? process.cwd();
  const anyDepth = /^\*\*\/(.+)$/.exec(pattern);
  if (!anyDepth) return fs.existsSync(path.join(cwd, pattern)) ? [pattern] : [];
  const escaped = anyDepth[1].replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  const basename = new RegExp(`^${escaped}$`);
  return fs
    .readdirSync(cwd, { recursive: true })
    .map(String)
    .filter((entry) => basename.test(path.basename(entry)));
}
