/**
 * The official MCP conformance suite against our client, in CI (`pnpm test`). Everything stays on
 * localhost: the suite starts its own mock servers. Results go to a temporary directory, kept when
 * a scenario fails so the failure message can point at its checks.json, stdout and stderr.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIO_RUNS, formatOutcomes, runConformance, scenarioPassed, type ScenarioOutcome } from './runner.js';

/**
 * Every check each scenario must report as SUCCESS (spec §7). Listed here, not read from the
 * results, so a check the suite silently stops emitting fails the test.
 */
const EXPECTED_SUCCESS: Record<string, readonly string[]> = {
  'sep-2322-client-request-state': [
    'sep-2322-client-request-state-echoed',
    'sep-2322-client-jsonrpc-id-different',
    'sep-2322-client-no-state-omitted',
    'sep-2322-client-parallel-isolation',
    'sep-2322-default-result-type-complete',
  ],
  'request-metadata': [
    'sep-2575-http-client-sends-version-header',
    'sep-2575-client-populates-meta',
    'sep-2575-client-sends-client-info',
    'sep-2575-http-version-header-matches-meta',
    'sep-2575-client-declares-elicitation-capability',
    'sep-2575-client-retry-supported-version',
  ],
  'elicitation-sep1034-client-defaults': [
    'client-elicitation-sep1034-string-default',
    'client-elicitation-sep1034-integer-default',
    'client-elicitation-sep1034-number-default',
    'client-elicitation-sep1034-enum-default',
    'client-elicitation-sep1034-boolean-default',
  ],
};

describe('MCP conformance suite against the Elicit Kit client', () => {
  let outDir: string;
  let outcomes: ScenarioOutcome[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'elicit-kit-conformance-'));
    outcomes = await runConformance(outDir);
  }, 120_000);

  afterAll(() => {
    if (outcomes.length > 0 && outcomes.every(scenarioPassed)) rmSync(outDir, { recursive: true, force: true });
  });

  it.each(SCENARIO_RUNS)('$suite $scenario: PASSED, every expected check SUCCESS', ({ suite, scenario }) => {
    const outcome = outcomes.find((o) => o.suite === suite && o.scenario === scenario);
    expect(outcome, 'the scenario ran').toBeDefined();
    const report = `${formatOutcomes([outcome!])}\n${outcome!.output}`;
    const statusById = Object.fromEntries(outcome!.checks.map((check) => [check.id, check.status]));
    const expected = Object.fromEntries(EXPECTED_SUCCESS[scenario]!.map((id) => [id, 'SUCCESS']));
    expect(statusById, report).toMatchObject(expected);
    expect(outcome!.overall, report).toBe('PASSED');
    expect(scenarioPassed(outcome!), report).toBe(true);
  });
});
