import { describe, expect, it } from 'vitest';
import { autoEraAfter } from './autoEra.js';

describe('autoEraAfter', () => {
  it('falls back to 2025-11-25 for a server that asks only by push, and goes forward for one that forgets', () => {
    expect(autoEraAfter('auto', 'auto', 'push-only-server')).toBe('legacy');
    expect(autoEraAfter('auto', 'legacy', 'forgetful-server')).toBe('auto');
  });

  it('does nothing when the person pinned 2025-11-25, when the era already fits, or for other failures', () => {
    expect(autoEraAfter('legacy', 'legacy', 'forgetful-server')).toBeUndefined();
    expect(autoEraAfter('auto', 'legacy', 'push-only-server')).toBeUndefined();
    expect(autoEraAfter('auto', 'auto', 'forgetful-server')).toBeUndefined();
    expect(autoEraAfter('auto', 'auto', 'transport')).toBeUndefined();
    expect(autoEraAfter('auto', 'auto', undefined)).toBeUndefined();
  });
});
