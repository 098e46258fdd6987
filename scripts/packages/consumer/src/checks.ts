// Loaded with import() after the first render, so the app's initial chunk stays what a real app's
// would be (the URL consent must fetch its checker chunk on demand, as in production).
import { valueExports } from './exports.generated.js';
import { bindClient, coreRoundTrip, errorCode, registrableDomain } from './usage.js';

/** What the page reports for the test driver to compare. */
export interface Checks {
  /** Named value exports that the built JS lacks although the declarations promise them. */
  missingExports: string[];
  valueExportCount: number;
  coreResult: unknown;
  domain: string | undefined;
  mcp: { modes: unknown; capability: unknown; pending: number };
  errorCode: string | undefined;
}

export function runChecks(): Checks {
  const missingExports = Object.entries(valueExports).flatMap(([entry, values]) =>
    Object.entries(values)
      .filter(([, value]) => value === undefined)
      .map(([name]) => `${entry}:${name}`),
  );
  const { binding, pending } = bindClient();
  return {
    missingExports,
    valueExportCount: Object.values(valueExports).reduce((n, values) => n + Object.keys(values).length, 0),
    coreResult: coreRoundTrip().result,
    domain: registrableDomain('https://www.bbc.co.uk/news'),
    mcp: { modes: binding.modes, capability: binding.capability, pending },
    errorCode: errorCode(new Error('not a kit error')),
  };
}
