import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportPath, runtimeNames } from './report.mjs';
import { entryPoints, PACKAGES } from './surface.mjs';

// The checked-in API reports are read from declarations (`pnpm api:check` keeps them in step with
// the sources); this proves the modules themselves export exactly the run-time names each report
// lists: nothing missing at run time, nothing extra that the declarations hide.
const entries = PACKAGES.flatMap(entryPoints);
// Imported while the file is collected (a cold transform of a package takes seconds, which is not
// what the test measures).
const modules = new Map(await Promise.all(entries.map(async (e) => [e.name, (await import(e.file)) as Record<string, unknown>] as const)));

describe('run-time exports match the API reports', () => {
  it.each(entries.map((e) => [e.name, e] as const))('%s', (_name, entry) => {
    const listed = runtimeNames(readFileSync(reportPath(entry), 'utf8'));
    const module = modules.get(entry.name) ?? {};
    expect(Object.keys(module).sort()).toStrictEqual([...listed].sort());
    for (const name of listed) expect(module[name], name).toBeDefined();
  });
});
