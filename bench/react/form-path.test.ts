// The form path's byte budget, in `pnpm test:all`: bytes, not time, so it is deterministic for a
// given lockfile. `node bench/react/form-size.mjs` prints what is in each chunk. (The
// timeouts allow for an esbuild build on a loaded machine; nothing here is timed.)
import { describe, expect, it } from 'vitest';
import { buildFormPath, FORM_PATH_LIMIT_GZIP, formPathProblems } from './form-path.mjs';

describe('the form path (ElicitationForm from the root, React external, react-hook-form included)', () => {
  it(`fits its first download in ${FORM_PATH_LIMIT_GZIP} B gzip without the URL check or the secret-field lexicon`, { timeout: 60_000 }, async () => {
    const { initial, lazy } = await buildFormPath('fixture');
    expect(formPathProblems(initial)).toEqual([]);
    // The form still checks for secret fields: the lexicon is there, on demand.
    expect(Object.keys(lazy.metaInputs).some((path) => path.startsWith('packages/core/src/sensitive/'))).toBe(true);
    // Nor later: what the `import()`s of the host and the consent load is not the form's (issue 28).
    expect(lazy.psl).toBe(false);
  });

  it('fails a build that puts the URL check and the lexicon in the first download', { timeout: 60_000 }, async () => {
    // The control: the same form plus a static use of both from core's root. If this passed,
    // the check above would prove nothing.
    const entry =
      `import { createRoot } from 'react-dom/client';\nimport schema from './fixtures/schema10.json';\n` +
      `import { ElicitationForm } from '@elicit-kit/react';\nimport { findSensitiveFields, inspectUrl } from '@elicit-kit/core';\n` +
      `console.log(inspectUrl('https://example.com'), findSensitiveFields);\n` +
      `createRoot(document.getElementById('root')).render(<ElicitationForm params={{ mode: 'form', message: 'Benchmark', requestedSchema: schema }} server={{ name: 'bench' }} onRespond={(r) => console.log(r)} />);\n`;
    const { initial } = await buildFormPath(entry);
    const problems = formPathProblems(initial).join('\n');
    expect(problems).toContain('over the limit');
    expect(problems).toContain('public-suffix data');
    expect(problems).toContain('the public-suffix list (core/url/suffix-data)');
    expect(problems).toContain('URL inspection (core/url)');
    expect(problems).toContain('secret-field lexicon');
  });

  it('UrlConsentDialog keeps Radix Dialog on demand', { timeout: 60_000 }, async () => {
    const { initial, lazy } = await buildFormPath(`export { UrlConsentDialog } from '@elicit-kit/react';\n`);
    const problems = formPathProblems(initial, Infinity).join('\n');
    expect(Object.keys(initial.metaInputs).some((path) => path.startsWith('packages/react/src/url-consent/'))).toBe(true);
    expect(problems).not.toContain('Radix Dialog');
    expect(Object.keys(lazy.metaInputs).some((path) => path.includes('node_modules/@radix-ui/react-dialog/'))).toBe(true);
  });
});
