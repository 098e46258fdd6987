// @ts-check
// `node:fs` plus the one Node 22 function the conformance CLI imports. Its only use is finding `**/checks.json`
// (aggregating results), so a `**/<name-with-*>` pattern is all this implements.
import fs from 'node:fs';
import path from 'node:path';

export * from 'node:fs';
export default fs;

/**
 * @param {string} pattern
 * @param {{ cwd?: string }} [options]
 * @returns {string[]}
 */
export function globSync(pattern, options = {}) {
  // Node 22's own, where there is one (the types here are Node 20's, which lack it).
  const native = /** @type {{ globSync?: (pattern: string, options: { cwd?: string }) => string[] }} */ (fs).globSync;
  if (typeof native === 'function') return native(pattern, options);
  const cwd = options.cwd ?? process.cwd();
  const anyDepth = /^\*\*\/(.+)$/.exec(pattern);
  if (!anyDepth?.[1]) return fs.existsSync(path.join(cwd, pattern)) ? [pattern] : [];
  const escaped = anyDepth[1].replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  const basename = new RegExp(`^${escaped}$`);
  return fs
    .readdirSync(cwd, { recursive: true })
    .map(String)
    .filter((entry) => basename.test(path.basename(entry)));
}
