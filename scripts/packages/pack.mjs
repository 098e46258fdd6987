// @ts-check
// Packs a workspace package as `pnpm publish` would (publishConfig applied, workspace: ranges
// turned into versions), from what `pnpm build` left in dist. Shared by `pnpm test:packages`
// and `pnpm bench:host`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

/**
 * Packs the package in `dir` into `destination` and returns the tarball's path.
 * @param {string} dir  the package's directory
 * @param {string} destination
 * @returns {Promise<string>}
 */
export async function packPackage(dir, destination) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  await run('pnpm', ['pack', '--pack-destination', destination], { cwd: dir });
  const file = join(destination, `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`);
  if (!existsSync(file)) throw new Error(`pnpm pack wrote no ${file}`);
  return file;
}
