import { describe, expect, it } from 'vitest';
import { scenarioPassed, type CheckOutcome, type ScenarioOutcome } from './runner.js';

function outcome(overall: ScenarioOutcome['overall'], checks: CheckOutcome[]): ScenarioOutcome {
  return { suite: 'conformance-0.2', scenario: 'x', version: '0', overall, checks, resultDir: '', durationMs: 0, output: '' };
}

const ok = { id: 'a', status: 'SUCCESS' };

describe('scenarioPassed', () => {
  it('passes when the CLI passed and every check is SUCCESS, INFO or SKIPPED', () => {
    expect(scenarioPassed(outcome('PASSED', [ok, { id: 'log', status: 'INFO' }, { id: 'roots', status: 'SKIPPED' }]))).toBe(true);
  });

  it.each(['WARNING', 'FAILURE', 'SOMETHING-NEW'])('fails on a %s check even when the CLI passed', (status) => {
    expect(scenarioPassed(outcome('PASSED', [ok, { id: 'b', status }]))).toBe(false);
  });

  it('fails when the CLI failed with all checks SUCCESS (the client exited non-zero)', () => {
    expect(scenarioPassed(outcome('FAILED', [ok]))).toBe(false);
  });

  it('fails without a single SUCCESS (no checks.json, or only the wire log)', () => {
    expect(scenarioPassed(outcome('PASSED', []))).toBe(false);
    expect(scenarioPassed(outcome('PASSED', [{ id: 'log', status: 'INFO' }]))).toBe(false);
  });
});
