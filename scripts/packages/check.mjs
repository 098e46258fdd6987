// @ts-check
// `pnpm test:packages`: are the four packages ready for npm? Packs each one as `pnpm publish`
// would, checks the tarballs' files and manifests, lints them with publint and
// @arethetypeswrong/cli, then installs them into a throwaway Vite + React + TypeScript app with
// npm, type-checks, builds and runs it in Chromium; then into a Vite + Tailwind v4 + shadcn/ui app
// (hosts/vite-tailwind.mjs), two Node hosts (a v1 SDK host, and an AI SDK server that imports and
// requires every entry of the bridge) and the Next.js App Router example (hosts/next.mjs). Needs
// `pnpm build` first. Non-zero on any failure. `--screenshots` also saves the host apps'
// screenshots into docs/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { buildHostPages, hostLimitProblems, hostTable, kitShare } from '@elicit-kit/bench/lib/host-pages.mjs';
import { checkAiSdkHost } from './ai-sdk-host.mjs';
import { buildApp, createApp, driveApp, generateExportsModule, npmEnv, pinnedDependency, pinnedMcpDependency, typeCheckApp } from './consumer.mjs';
import { checkContents } from './contents.mjs';
import { engineProblems, installedManifest } from './engines.mjs';
import { checkNextHost } from './hosts/next.mjs';
import { packPackage } from './pack.mjs';
import { run } from './run.mjs';
import { measureSizes, sizesTable } from './sizes.mjs';
import { readTarball } from './tarball.mjs';
import { checkV1Host } from './v1-host.mjs';
import { checkViteTailwindHost } from './hosts/vite-tailwind.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const keep = process.argv.includes('--keep'); // keep the temp dir (tarballs, consumer app) for a look
const screenshots = process.argv.includes('--screenshots'); // rewrite the host apps' screenshots in docs/

/**
 * @typedef {object} PackageSpec  a published package and what it must look like once packed
 * @property {string} dir
 * @property {boolean | ((file: string, code: string) => boolean)} useClient
 * @property {false | string[]} sideEffects
 * @property {string[]} [notTyped]  subpaths without types (a stylesheet)
 */

/** The published packages and what each must look like once packed. */
const PACKAGES = /** @type {PackageSpec[]} */ ([
  { dir: 'packages/core', useClient: false, sideEffects: false },
  // Components and hooks: every chunk is client code. Only the stylesheet has side effects.
  { dir: 'packages/react', useClient: true, sideEffects: ['*.css'], notTyped: ['./styles.css', './themes/shadcn.css'] },
  { dir: 'packages/mcp', useClient: false, sideEffects: false },
  // Server and browser entries: only the modules that use React (hooks, components) are client code.
  { dir: 'packages/ai-sdk', useClient: (_file, code) => /\bfrom\s*["']react["']/.test(code), sideEffects: false },
  // The same split for AG-UI: the agent side in Node, the browser side's component is client code.
  { dir: 'packages/ag-ui', useClient: (_file, code) => /\bfrom\s*["']react["']/.test(code), sideEffects: false },
]).map((p) => ({ ...p, manifest: JSON.parse(readFileSync(join(repo, p.dir, 'package.json'), 'utf8')) }));

/** @type {{ title: string, ok: boolean, ms: number }[]} */
const results = [];
/** @param {string} line */
const log = (line) => console.log(`  ${line}`);

/**
 * Runs one step under a header; a failure is recorded and the run goes on unless `required`.
 * @param {string} title @param {() => unknown} fn @param {{ required?: boolean }} [options]
 */
async function step(title, fn, { required = false } = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  try {
    await fn();
    results.push({ title, ok: true, ms: Date.now() - started });
  } catch (error) {
    console.log(`  FAILED: ${error instanceof Error ? error.message : error}`);
    results.push({ title, ok: false, ms: Date.now() - started });
    if (required) finish();
  }
}

function finish() {
  console.log('\n=== summary');
  for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.title} (${(r.ms / 1000).toFixed(1)} s)`);
  const failed = results.filter((r) => !r.ok).length;
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`  kept ${work}`);
  console.log(failed ? `\n${failed} step(s) failed` : '\nall packages are ready to publish');
  process.exit(failed ? 1 : 0);
}

/** Throws with every problem listed, one per line. @param {string[]} problems */
function report(problems) {
  if (problems.length) throw new Error(`${problems.length} problem(s):\n    ${problems.join('\n    ')}`);
}

const work = mkdtempSync(join(tmpdir(), 'elicit-kit-packages-'));
if (work.startsWith(repo)) {
  // Under the repository, npm and Node would find the workspace's node_modules above the app.
  rmSync(work, { recursive: true, force: true });
  console.error(`the temp dir ${work} is inside the repository: point TMPDIR elsewhere`);
  process.exit(1);
}
const tarballs = new Map();

await step(
  'build output (this check packs what `pnpm build` left in dist)',
  () => {
    const missing = PACKAGES.flatMap(({ dir }) => ['dist/index.js', 'dist/index.d.ts'].map((f) => join(dir, f))).filter((f) => !existsSync(join(repo, f)));
    if (missing.length) throw new Error(`missing ${missing.join(', ')}: run \`pnpm build\` first (the tarballs are packed from dist)`);
    log('dist present in all packages');
  },
  { required: true },
);

await step(
  'pnpm pack',
  async () => {
    for (const p of PACKAGES) {
      const file = await packPackage(join(repo, p.dir), work);
      tarballs.set(p.manifest.name, file);
      const files = readTarball(file);
      const unpacked = [...files.values()].reduce((n, b) => n + b.length, 0);
      log(`${p.manifest.name}: ${files.size} files, ${(readFileSync(file).length / 1000).toFixed(1)} kB packed, ${(unpacked / 1000).toFixed(1)} kB unpacked`);
    }
  },
  { required: true },
);

await step('tarball contents and packed manifests', () => {
  const rootLicense = readFileSync(join(repo, 'LICENSE'));
  const problems = PACKAGES.flatMap((p) => {
    const files = readTarball(tarballs.get(p.manifest.name));
    const packed = JSON.parse(files.get('package.json')?.toString() ?? '{}');
    return [
      ...checkContents(files, { ...p, rootLicense }),
      // Against the versions the workspace installs (and tests with) for each dependency and peer.
      ...engineProblems(packed, (name) => installedManifest(join(repo, p.dir), name)),
    ].map((m) => `${p.manifest.name}: ${m}`);
  });
  report(problems);
  log('only package.json, README.md, LICENSE and dist; exports → dist; imports declared; maps self-contained; "use client" exactly on React code');
  log(`engines.node no older than any dependency or peer needs: ${PACKAGES.map((p) => `${p.manifest.name} ${p.manifest.engines?.node}`).join(', ')}`);
});

await step('publint (packed package, strict, suggestions included)', async () => {
  const problems = [];
  for (const p of PACKAGES) {
    const bytes = readFileSync(tarballs.get(p.manifest.name));
    // Linting the tarball lints the packed package.json (publishConfig applied) and its real file list.
    const { messages, pkg } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    for (const m of messages) problems.push(`${p.manifest.name}: ${m.type} ${m.code}: ${formatMessage(m, pkg, { color: false })}`);
    if (!messages.length) log(`${p.manifest.name}: no messages`);
  }
  report(problems);
});

await step('attw (are the types wrong?, profile esm-only)', async () => {
  // The packages are ESM only ("type": "module", no require condition): CommonJS consumers
  // (node10 and node16-from-CJS resolution) are out of scope by design, so the esm-only
  // profile ignores exactly those two modes and still fails on any problem in node16-ESM and
  // bundler resolution. A CSS subpath has no types to resolve, so it is excluded.
  const attw = join(require.resolve('@arethetypeswrong/cli/package.json').replace(/package\.json$/, ''), 'dist', 'index.js');
  const problems = [];
  for (const p of PACKAGES) {
    const args = [attw, tarballs.get(p.manifest.name), '--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji', '--no-color'];
    if (p.notTyped) args.push('--exclude-entrypoints', ...p.notTyped);
    try {
      await run(process.execPath, args);
      log(`${p.manifest.name}: no problems`);
    } catch (error) {
      problems.push(`${p.manifest.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  report(problems);
});

await step('changesets (pnpm changeset status)', async () => {
  // Every pending changeset parses and names only the public packages.
  // `status` diffs against the base branch; a detached clone without a local `main` (how some CI
  // checkouts look) has nothing to diff against, so it then only parses the pending changesets.
  const hasBase = spawnSync('git', ['rev-parse', '--verify', '--quiet', 'refs/heads/main'], { cwd: repo }).status === 0;
  const output = await run('pnpm', ['exec', 'changeset', 'status', '--verbose', ...(hasBase ? [] : ['--since', 'HEAD'])], { cwd: repo });
  for (const line of output
    .trim()
    .split('\n')
    .filter((l) => /\S/.test(l)))
    log(line.replace(/^🦋\s*/, ''));
});

let appDir = '';
let valueExportCount = 0;
await step(
  'consumer app: npm install of the tarballs (outside the workspace)',
  async () => {
    appDir = await createApp(work, [...tarballs.values()], log);
  },
  { required: true },
);
await step('package sizes (export *, esbuild min + gzip, from the installed tarballs)', async () => {
  // The AI SDK bridge's root holds only the shared part types: its two sides are what apps import.
  const entries = PACKAGES.flatMap((p) =>
    p.dir === 'packages/ai-sdk'
      ? ['react', 'server', 'answers', 'mcp', 'redis'].map((sub) => `${p.manifest.name}/${sub}`)
      : p.dir === 'packages/ag-ui'
        ? ['react', 'server'].map((sub) => `${p.manifest.name}/${sub}`)
        : [p.manifest.name],
  );
  const table = sizesTable(await measureSizes(appDir, entries));
  for (const line of table.split('\n')) log(line);
});
await step('host pages: what a host ships, Vite build from the installed tarballs (bench/lib/host-pages.mjs)', () => {
  const pages = buildHostPages(appDir);
  for (const line of hostTable(pages).split('\n')) log(line);
  report(hostLimitProblems(kitShare(pages)));
});
await step('consumer app: tsc over a usage and every public export (bundler and nodenext)', async () => {
  valueExportCount = generateExportsModule(appDir, log);
  await typeCheckApp(appDir, log);
});
await step('consumer app: vite build', () => buildApp(appDir, log), { required: true });
await step('consumer app: Chromium', () => driveApp(appDir, valueExportCount, log));
await step('Tailwind v4 + shadcn/ui host (Vite 8, React 19): the kit before and after the host CSS, light and dark, in Chromium', () =>
  checkViteTailwindHost(
    work,
    ['@elicit-kit/core', '@elicit-kit/react'].map((name) => tarballs.get(name)),
    ['react', 'react-dom', 'vite', '@vitejs/plugin-react'].map((name) => pinnedDependency('.', name)),
    npmEnv(),
    log,
    { screenshots },
  ),
);
await step('v1 host: the tarballs with only @modelcontextprotocol/sdk (no v2 client), against a v1 SDK server', () =>
  checkV1Host(
    work,
    ['@elicit-kit/core', '@elicit-kit/mcp'].map((name) => tarballs.get(name)),
    pinnedMcpDependency('@modelcontextprotocol/sdk'),
    npmEnv(),
    log,
  ),
);

await step('AI SDK server: the bridge from the tarballs with its peers, every entry imported (ESM) and required (CommonJS)', () =>
  checkAiSdkHost(
    work,
    ['@elicit-kit/core', '@elicit-kit/mcp', '@elicit-kit/react', '@elicit-kit/ai-sdk'].map((name) => tarballs.get(name)),
    ['@ai-sdk/mcp', 'ai', 'redis', 'react', 'react-dom'].map((name) => pinnedDependency('packages/ai-sdk', name)),
    npmEnv(),
    log,
  ),
);

await step('Next.js App Router host (examples/next-app-router): next build + start; Chromium: SSR, hydration, a server action gets the content', () =>
  checkNextHost(
    work,
    ['@elicit-kit/core', '@elicit-kit/react'].map((name) => tarballs.get(name)),
    npmEnv(),
    log,
    { screenshot: screenshots ? join(repo, 'docs', 'next-app-router.png') : undefined },
  ),
);

finish();
