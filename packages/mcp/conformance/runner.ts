/**
 * Runs the official MCP conformance suite against our client (`client.ts`): bundles the client,
 * starts the conformance CLI once per scenario (it starts its own mock server on localhost and
 * launches the client with the server URL as last argument), and reads each `checks.json`.
 * Used by `run.mjs` (`pnpm conformance`) and by `conformance.test.ts` (CI), so both judge alike.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLIENT_SOURCE = join(HERE, 'client.ts');
const NODE20_SHIM = pathToFileURL(join(HERE, 'node20-shim', 'register.mjs')).href;
/** Resolved from packages/mcp, where the two suite versions are dev dependencies under aliases. */
const requireFromPackage = createRequire(join(HERE, '..', 'package.json'));

/** The two installed suite versions, by the alias each is installed under. */
export type SuiteAlias = 'conformance-0.1' | 'conformance-0.2';

export interface ScenarioRun {
  suite: SuiteAlias;
  scenario: string;
}

/** What we run: the MRTR and `_meta` scenarios exist only in 0.2; sep1034 in both. */
export const SCENARIO_RUNS: readonly ScenarioRun[] = [
  { suite: 'conformance-0.2', scenario: 'sep-2322-client-request-state' },
  { suite: 'conformance-0.2', scenario: 'request-metadata' },
  { suite: 'conformance-0.1', scenario: 'elicitation-sep1034-client-defaults' },
  { suite: 'conformance-0.2', scenario: 'elicitation-sep1034-client-defaults' },
];

export interface CheckOutcome {
  id: string;
  status: string;
  errorMessage?: string;
}

export interface ScenarioOutcome extends ScenarioRun {
  /** The suite's own version, read from its package.json. */
  version: string;
  /** The CLI's verdict: its exit code 0 is PASSED (every check passed and the client exited 0). */
  overall: 'PASSED' | 'FAILED';
  checks: CheckOutcome[];
  resultDir: string;
  durationMs: number;
  /** The CLI's own output, for diagnosing a failure. */
  output: string;
}

function suiteVersion(suite: SuiteAlias): string {
  return (requireFromPackage(`${suite}/package.json`) as { version: string }).version;
}

function suiteBin(suite: SuiteAlias): string {
  const manifest = requireFromPackage.resolve(`${suite}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifest), bin['conformance']!);
}

/**
 * Bundles `client.ts` with everything it imports (Node 20 runs no .ts, and workspace packages
 * export their TypeScript sources) into one ESM file under `outDir`.
 */
export async function bundleClient(outDir: string): Promise<string> {
  const outfile = join(outDir, 'client.mjs');
  await build({
    entryPoints: [CLIENT_SOURCE],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Some CommonJS dependencies `require` Node built-ins; an ESM bundle needs a real `require` for that.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return outfile;
}

/** Runs one scenario with the conformance CLI; results land in a directory of their own under `outDir`. */
export function runScenario(run: ScenarioRun, clientBundle: string, outDir: string): Promise<ScenarioOutcome> {
  const version = suiteVersion(run.suite);
  const resultsRoot = join(outDir, `${version}-${run.scenario}`);
  mkdirSync(resultsRoot, { recursive: true });
  const started = Date.now();
  const args = [
    suiteBin(run.suite),
    'client',
    // The CLI splits this on spaces and runs it through a shell: quote the paths.
    '--command',
    `"${process.execPath}" "${clientBundle}"`,
    '--scenario',
    run.scenario,
    '-o',
    resultsRoot,
  ];
  const nodeOptions = [process.env['NODE_OPTIONS'], `--import=${NODE20_SHIM}`].filter(Boolean).join(' ');
  return new Promise((resolve, reject) => {
    const cli = spawn(process.execPath, args, { env: { ...process.env, NODE_OPTIONS: nodeOptions }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.on('error', reject);
    cli.on('close', (code) => {
      const resultDir = newestResultDir(resultsRoot, run.scenario);
      resolve({
        ...run,
        version,
        overall: code === 0 ? 'PASSED' : 'FAILED',
        checks: resultDir === undefined ? [] : readChecks(join(resultDir, 'checks.json')),
        resultDir: resultDir ?? resultsRoot,
        durationMs: Date.now() - started,
        output,
      });
    });
  });
}

/** The CLI writes `<scenario>-<timestamp>/`; the timestamp sorts as text. */
function newestResultDir(root: string, scenario: string): string | undefined {
  const dirs = readdirSync(root)
    .filter((name) => name.startsWith(`${scenario}-`))
    .sort();
  const newest = dirs.at(-1);
  return newest === undefined ? undefined : join(root, newest);
}

function readChecks(file: string): CheckOutcome[] {
  try {
    const checks = JSON.parse(readFileSync(file, 'utf8')) as CheckOutcome[];
    return checks.map(({ id, status, errorMessage }) => ({ id, status, ...(errorMessage ? { errorMessage } : {}) }));
  } catch {
    return [];
  }
}

/** Bundles the client once, then runs every scenario one after the other (2-core CI machines). */
export async function runConformance(outDir: string, runs: readonly ScenarioRun[] = SCENARIO_RUNS): Promise<ScenarioOutcome[]> {
  mkdirSync(outDir, { recursive: true });
  const clientBundle = await bundleClient(outDir);
  const outcomes: ScenarioOutcome[] = [];
  for (const run of runs) outcomes.push(await runScenario(run, clientBundle, outDir));
  return outcomes;
}

/**
 * Statuses that neither pass nor fail: INFO is the suite's wire log, SKIPPED a check that does not
 * apply (`request-metadata` skips roots and sampling, which we do not declare).
 */
const NEUTRAL_STATUSES = new Set(['INFO', 'SKIPPED']);

/** Passed means: the CLI said PASSED, and every check is SUCCESS or neutral (a WARNING fails too). */
export function scenarioPassed(outcome: ScenarioOutcome): boolean {
  return (
    outcome.overall === 'PASSED' &&
    outcome.checks.some((check) => check.status === 'SUCCESS') &&
    outcome.checks.every((check) => check.status === 'SUCCESS' || NEUTRAL_STATUSES.has(check.status))
  );
}

/** A plain-text table: a line per scenario, then a line per check (the INFO wire log only counted). */
export function formatOutcomes(outcomes: readonly ScenarioOutcome[]): string {
  const lines: string[] = [];
  for (const outcome of outcomes) {
    const verdict = scenarioPassed(outcome) ? 'PASSED' : 'FAILED';
    lines.push(`${outcome.version} ${outcome.scenario}: ${verdict} (CLI ${outcome.overall}, ${outcome.durationMs} ms)`);
    for (const check of outcome.checks) {
      if (check.status === 'INFO') continue;
      lines.push(`  ${check.status.padEnd(8)} ${check.id}${check.errorMessage ? ` — ${check.errorMessage}` : ''}`);
    }
    const logged = outcome.checks.filter((check) => check.status === 'INFO').length;
    if (logged > 0) lines.push(`  (${logged} INFO wire-log entries)`);
    if (outcome.checks.length === 0) lines.push('  (no checks.json)');
    if (!scenarioPassed(outcome)) lines.push(`  results: ${outcome.resultDir}`);
  }
  return lines.join('\n');
}
