#!/usr/bin/env node
// @ts-check
// `pnpm conformance`: runs the MCP conformance scenarios against our client and prints each check.
// Exits 1 unless every scenario passed with every check SUCCESS.
// Node 20 runs no TypeScript, so the runner (runner.ts, shared with conformance.test.ts) is bundled first;
// its bundle stays next to the results (gitignored) so `esbuild` still resolves from the repository.
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'results', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(outDir, { recursive: true });
const runnerBundle = join(outDir, 'runner.mjs');
await build({
  entryPoints: [join(here, 'runner.ts')],
  outfile: runnerBundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
  // The bundle must find client.ts and the shim where the sources are, not where the bundle is.
  define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(here, 'runner.ts')).href) },
});

const { runConformance, formatOutcomes, scenarioPassed } = await import(pathToFileURL(runnerBundle).href);
const started = Date.now();
const outcomes = await runConformance(outDir);
console.log(formatOutcomes(outcomes));
const passed = outcomes.every(scenarioPassed);
console.log(
  `\n${passed ? 'ALL PASSED' : 'FAILED'}: ${outcomes.filter(scenarioPassed).length}/${outcomes.length} scenarios in ${Date.now() - started} ms; results in ${outDir}`,
);
process.exitCode = passed ? 0 : 1;
