/**
 * Speed half of the core benchmark. run.mjs bundles this file for Node and runs it in
 * a fresh process (so the bundler's own work and heap do not disturb the timings),
 * then reads the JSON it prints on stdout.
 *
 * Flags: --quick (fewer samples, one round: a smoke test, not figures to quote).
 */
// Namespace imports on purpose: a function another engineer has not written yet is
// then `undefined` at run time and reported as missing, instead of failing the bundle.
import * as core from '@elicit-kit/core';
import * as coreUrl from '@elicit-kit/core/url';
import { quantile, run, timeOnce, type HarnessOptions, type RunSamples } from './harness.js';
import { URLS, everythingSchema, everythingValues, generateForm } from './inputs.js';

type Fn = (...args: never[]) => unknown;
const api = core as unknown as Record<string, Fn | undefined>;
const urlApi = coreUrl as unknown as Record<string, Fn | undefined>;

const quick = process.argv.includes('--quick');
const options: HarnessOptions = quick ? { warmupMs: 100, samples: 30, minSampleUs: 200 } : { warmupMs: 300, samples: 200, minSampleUs: 500 };
// Several rounds, each running every benchmark once, so a burst of load from another
// process on this shared machine shows up as a spread between rounds, not as a figure.
const rounds = quick ? 1 : 3;

const toFormModel = api['toFormModel'] as
  ((schema: unknown) => { fields: unknown[]; issues: Array<{ severity: string; code: string; key?: string }>; renderable: boolean }) | undefined;
const validate = api['validate'] as ((model: unknown, values: unknown) => { ok: boolean; errors?: unknown[] }) | undefined;
const inspectUrl = urlApi['inspectUrl'] as ((url: string) => unknown) | undefined;
const findSensitiveFields = api['findSensitiveFields'] as ((model: unknown) => unknown[]) | undefined;

const missing = [
  ['toFormModel', toFormModel],
  ['validate', validate],
  ['inspectUrl', inspectUrl],
]
  .filter(([, fn]) => typeof fn !== 'function')
  .map(([name]) => name as string);

const generated = generateForm(100);

interface Bench {
  id: string;
  label: string;
  fn: () => unknown;
  /** Calls per invocation of `fn` (the URL set runs ten), so figures are per call. */
  callsPerRun: number;
  /** Anything odd found by the untimed sanity pass, e.g. a form that did not validate. */
  note?: string;
}

/** Untimed: the model must be complete and the filled values valid, or the figure would be of the wrong path. */
function checkForm(name: string, schema: unknown, values: Record<string, unknown>): { model: unknown; note?: string } {
  const model = toFormModel!(schema);
  const problems: string[] = [];
  const expected = Object.keys((schema as { properties: object }).properties).length;
  if (!model.renderable) problems.push('not renderable');
  if (model.fields.length !== expected) problems.push(`${model.fields.length}/${expected} fields`);
  const errors = model.issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0) problems.push(`schema errors: ${errors.map((e) => `${e.key ?? ''}:${e.code}`).join(', ')}`);
  if (validate) {
    const result = validate(model, values);
    if (!result.ok) problems.push(`values refused: ${JSON.stringify(result.errors).slice(0, 200)}`);
  }
  return problems.length > 0 ? { model, note: `${name}: ${problems.join('; ')}` } : { model };
}

const benches: Bench[] = [];
const cold: Array<{ label: string; us: number }> = [];

if (toFormModel) {
  // Cold first calls before anything else has run this code (one sample each: noisy,
  // but it is what the first elicitation of a session pays after the bundle loaded).
  cold.push({ label: 'toFormModel, 13 properties', us: timeOnce(() => toFormModel(everythingSchema)) });
}
if (toFormModel && validate) {
  const model = toFormModel(everythingSchema);
  cold.push({ label: 'validate, 13 properties', us: timeOnce(() => validate(model, everythingValues)) });
}
if (inspectUrl) {
  cold.push({ label: `inspectUrl, ${URLS[0]!.label}`, us: timeOnce(() => inspectUrl(URLS[0]!.url)) });
}

// Hostile inputs, one call each: core's tests check what comes out of them; how long they take
// is watched here, not in a timed test. Linear work keeps each to milliseconds.
const hostile: Array<{ label: string; us: number }> = [];
if (toFormModel) {
  const one = (schema: unknown) => ({ type: 'object', properties: { f: schema } });
  const hugeEnum = one({ type: 'string', enum: Array.from({ length: 1_000_000 }, () => 'same') });
  const hugeProperties = { type: 'object', properties: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, { type: 'string' }])) };
  hostile.push({ label: 'toFormModel, an enum of 1,000,000 options', us: timeOnce(() => toFormModel(hugeEnum)) });
  hostile.push({ label: 'toFormModel, 100,000 properties', us: timeOnce(() => toFormModel(hugeProperties)) });
  if (findSensitiveFields) {
    const long = 'pass '.repeat(20_000) + 'a'.repeat(100_000) + ' passwordpasswordpassword'.repeat(2_000);
    const model = toFormModel({ type: 'object', properties: { k: { type: 'string', title: long, description: long } } });
    hostile.push({
      label: `findSensitiveFields, a ${Math.round(long.length / 1000)} k-character label and description`,
      us: timeOnce(() => findSensitiveFields(model)),
    });
  }
}

if (toFormModel) {
  const small = checkForm('13 properties', everythingSchema, everythingValues);
  const large = checkForm('100 properties', generated.schema, generated.values);
  benches.push(
    {
      id: 'toFormModel-13',
      label: 'toFormModel, server-everything (13 properties)',
      fn: () => toFormModel(everythingSchema),
      callsPerRun: 1,
      ...(small.note ? { note: small.note } : {}),
    },
    {
      id: 'toFormModel-100',
      label: 'toFormModel, generated (100 properties)',
      fn: () => toFormModel(generated.schema),
      callsPerRun: 1,
      ...(large.note ? { note: large.note } : {}),
    },
  );
  if (validate) {
    benches.push(
      {
        id: 'validate-13',
        label: 'validate, filled (13 properties)',
        fn: () => validate(small.model, everythingValues),
        callsPerRun: 1,
        ...(small.note ? { note: small.note } : {}),
      },
      {
        id: 'validate-100',
        label: 'validate, filled (100 properties)',
        fn: () => validate(large.model, generated.values),
        callsPerRun: 1,
        ...(large.note ? { note: large.note } : {}),
      },
    );
  }
}
if (inspectUrl) {
  benches.push({
    id: 'inspectUrl-set',
    label: 'inspectUrl, the 10 URLs below (per URL)',
    fn: () => {
      let last: unknown;
      for (const { url } of URLS) last = inspectUrl(url);
      return last;
    },
    callsPerRun: URLS.length,
  });
  URLS.forEach(({ label, url }, i) => {
    benches.push({ id: `inspectUrl-url-${i + 1}`, label: `inspectUrl: ${label}`, fn: () => inspectUrl(url), callsPerRun: 1 });
  });
}

const collected = new Map<string, { batch: number; perCallUs: number[]; roundMedians: number[] }>();
for (let r = 0; r < rounds; r++) {
  for (const bench of benches) {
    const samples: RunSamples = run(bench.fn, options);
    const perCallUs = samples.perCallUs.map((us) => us / bench.callsPerRun);
    const entry = collected.get(bench.id) ?? { batch: samples.batch, perCallUs: [], roundMedians: [] };
    entry.perCallUs.push(...perCallUs);
    entry.roundMedians.push(quantile(perCallUs, 0.5));
    collected.set(bench.id, entry);
  }
}

const results = benches.map((bench) => {
  const entry = collected.get(bench.id)!;
  const medianUs = quantile(entry.perCallUs, 0.5);
  return {
    id: bench.id,
    label: bench.label,
    batch: entry.batch,
    samples: entry.perCallUs.length,
    medianUs,
    p90Us: quantile(entry.perCallUs, 0.9),
    roundMediansUs: entry.roundMedians,
    opsPerSec: 1e6 / medianUs,
    ...(bench.note ? { note: bench.note } : {}),
  };
});

process.stdout.write(
  `${JSON.stringify({ quick, rounds, options, gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function', missing, cold, hostile, results, urls: URLS.map((u) => ({ label: u.label, length: u.url.length })) })}\n`,
);
