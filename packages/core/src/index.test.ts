import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as protocol from './protocol/index.js';
import * as sensitive from './sensitive/index.js';
import * as url from './url/index.js';

// The whole surface is pinned by packages/core/api/*.api.md (`pnpm api:check`, and
// scripts/api/runtime.test.ts for the run-time names); these check how the tiers relate.
describe('@elicit-kit/core tiers', () => {
  it('exports one resumable round-limit error, a kit error like every other', () => {
    const err = new core.RoundLimitError(3, { resultType: 'input_required', requestState: 's' });
    expect(err).toBeInstanceOf(core.ElicitKitError);
    expect(err).toBeInstanceOf(core.RunWithInputError);
    expect(err.code).toBe('round-limit');
    expect(err.lastResult).toEqual({ resultType: 'input_required', requestState: 's' });
  });

  it('offers URL inspection, the sensitive-field check and the guards on their subpaths too, as the same functions', () => {
    expect(url.inspectUrl).toBe(core.inspectUrl);
    expect(sensitive.findSensitiveFields).toBe(core.findSensitiveFields);
    expect(protocol.isElicitRequest).toBe(core.isElicitRequest);
  });

  it('keeps protocol constants off the root', () => {
    expect(protocol.ErrorCodes).toBeDefined();
    expect('ErrorCodes' in core).toBe(false);
    expect('LATEST_PROTOCOL_VERSION' in core).toBe(false);
  });
});
