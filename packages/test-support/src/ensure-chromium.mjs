// @ts-check
// Finds the Chromium every browser test, story test, e2e test and benchmark drives, and
// installs Debian's when there is none and it can. `pnpm test:all` runs this first, so the
// README's test line works on a fresh machine; .ci/run runs it before `pnpm install` too, so it
// imports node built-ins only. chromium.mjs uses `findChromium` (never installs) for the path it
// hands to every launch.
//
// Order: $CHROMIUM_PATH, Debian's chromium, Chrome or Chromium on the PATH (or where their
// packages put them), then Playwright's browser cache. With none: as root with apt-get,
// `apt-get update && apt-get install -y chromium`; otherwise stop with the one command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's package; what CI installs and what the README names. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Chrome and Chromium under the names their packages give them, looked up on the PATH. */
export const BROWSER_COMMANDS = ['chromium', 'google-chrome', 'google-chrome-stable', 'chromium-browser', 'chrome'];

/** Where those packages install when the PATH does not say (a minimal PATH in CI or sudo). */
export const BROWSER_PATHS = [
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The executable inside one `chromium-<revision>` folder of Playwright's cache, per layout. */
const PLAYWRIGHT_EXECUTABLES = ['chrome-linux64/chrome', 'chrome-linux/chrome', 'chrome-mac/Chromium.app/Contents/MacOS/Chromium'];

/**
 * What the finder may look at; tests pass a fake one.
 * @typedef {{
 *   env: Record<string, string | undefined>,
 *   home: string,
 *   isExecutable: (path: string) => boolean,
 *   listDir: (path: string) => string[],
 *   isRoot: boolean,
 * }} Probe
 */

/**
 * @typedef {{ path: string, source: string }} Found
 * @typedef {{ kind: 'found', path: string, source: string }
 *   | { kind: 'install', commands: string[][] }
 *   | { kind: 'stop', message: string }} Plan
 */

/** The probe of this machine. @returns {Probe} */
export function machineProbe() {
  return {
    env: process.env,
    home: homedir(),
    isExecutable: (path) => {
      try {
        accessSync(path, constants.X_OK);
        return statSync(path).isFile();
      } catch {
        return false;
      }
    },
    listDir: (path) => {
      try {
        return readdirSync(path);
      } catch {
        return [];
      }
    },
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  };
}

/**
 * The first executable called `name` on the PATH.
 * @param {Probe} probe
 * @param {string} name
 * @returns {string | undefined}
 */
export function onPath(probe, name) {
  for (const dir of (probe.env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const path = join(dir, name);
    if (probe.isExecutable(path)) return path;
  }
  return undefined;
}

/**
 * Playwright's cached Chromium builds, newest revision first.
 * @param {Probe} probe
 * @returns {string[]}
 */
function playwrightBrowsers(probe) {
  const cache = probe.env.PLAYWRIGHT_BROWSERS_PATH || join(probe.home, '.cache', 'ms-playwright');
  const revisions = probe
    .listDir(cache)
    .map((name) => /^chromium-(\d+)$/.exec(name))
    .filter((match) => match !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]));
  return revisions.flatMap((match) => PLAYWRIGHT_EXECUTABLES.map((exe) => join(cache, match[0], exe)));
}

/**
 * The browser to use, without installing anything; `undefined` when there is none. An
 * explicit `CHROMIUM_PATH` wins even when it is wrong (see {@link planChromium}).
 * @param {Probe} probe
 * @returns {Found | undefined}
 */
export function findChromium(probe) {
  const explicit = probe.env.CHROMIUM_PATH;
  if (explicit) return probe.isExecutable(explicit) ? { path: explicit, source: 'CHROMIUM_PATH' } : undefined;
  if (probe.isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian's chromium" };
  for (const name of BROWSER_COMMANDS) {
    const path = onPath(probe, name);
    if (path !== undefined) return { path, source: `${name} on the PATH` };
  }
  for (const path of BROWSER_PATHS) {
    if (probe.isExecutable(path)) return { path, source: 'an installed Chrome or Chromium' };
  }
  for (const path of playwrightBrowsers(probe)) {
    if (probe.isExecutable(path)) return { path, source: "Playwright's browser cache" };
  }
  return undefined;
}

/**
 * What to do: use a browser found, install Debian's (root with apt-get), or stop with the
 * one command that fixes it.
 * @param {Probe} probe
 * @returns {Plan}
 */
export function planChromium(probe) {
  const explicit = probe.env.CHROMIUM_PATH;
  if (explicit && !probe.isExecutable(explicit)) {
    return {
      kind: 'stop',
      message: `CHROMIUM_PATH is ${explicit}, which is not an executable file. Point it at a Chromium or Chrome binary, or unset it:\n  unset CHROMIUM_PATH`,
    };
  }
  const found = findChromium(probe);
  if (found) return { kind: 'found', ...found };
  const apt = onPath(probe, 'apt-get');
  if (apt !== undefined && probe.isRoot)
    return {
      kind: 'install',
      commands: [
        [apt, 'update'],
        [apt, 'install', '-y', 'chromium'],
      ],
    };
  const fix = apt !== undefined ? 'sudo apt-get update && sudo apt-get install -y chromium' : 'npx -y pnpm@12.4.2 exec playwright install chromium';
  return {
    kind: 'stop',
    message: `No Chromium or Chrome found (looked at CHROMIUM_PATH, ${DEBIAN_CHROMIUM}, ${BROWSER_COMMANDS.join(', ')} on the PATH, and Playwright's cache). Install one with:\n  ${fix}\nor point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  };
}

/**
 * Finds a browser or installs Debian's; returns its path, or throws with the message to show.
 * @param {{ probe?: Probe, run?: (command: string[]) => number, log?: (line: string) => void }} [options]
 *   `run` executes one command and returns its exit code (tests pass a fake)
 * @returns {string}
 */
export function ensureChromium(options = {}) {
  const probe = options.probe ?? machineProbe();
  const log = options.log ?? ((line) => console.log(line));
  const run =
    options.run ??
    ((command) => {
      const [file = '', ...args] = command;
      const result = spawnSync(file, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      return result.status ?? 1;
    });
  const plan = planChromium(probe);
  if (plan.kind === 'found') {
    log(`chromium: ${plan.path} (${plan.source})`);
    return plan.path;
  }
  if (plan.kind === 'stop') throw new Error(plan.message);
  log(`chromium: none found; installing Debian's chromium (${plan.commands.map((c) => c.join(' ')).join(' && ')})`);
  for (const command of plan.commands) {
    const status = run(command);
    if (status !== 0) throw new Error(`"${command.join(' ')}" failed (exit ${status}); Debian's chromium is not installed.`);
  }
  const installed = findChromium(probe);
  if (!installed) throw new Error(`apt-get installed chromium, but ${DEBIAN_CHROMIUM} is still not an executable file.`);
  log(`chromium: ${installed.path} (${installed.source})`);
  return installed.path;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const path = ensureChromium();
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' });
    if (version.status === 0) console.log(version.stdout.trim().split('\n').at(-1));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
