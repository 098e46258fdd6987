import { describe, expect, it } from 'vitest';
import { registrableDomainOf } from './full-list.js';

describe('registrableDomainOf', () => {
  it('uses the public suffix list with its private section', () => {
    expect(registrableDomainOf('accounts.google.com.evil.example')).toBe('evil.example');
    expect(registrableDomainOf('sub.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomainOf('evil.github.io')).toBe('evil.github.io');
    expect(registrableDomainOf('a.b.xn--fsqu00a.xn--fiqs8s')).toBe('xn--fsqu00a.xn--fiqs8s');
    expect(registrableDomainOf('example.com.')).toBe('example.com');
  });

  it('keeps private suffixes, wildcard rules and exceptions (every rule: scripts/suffix-data.test.ts)', () => {
    expect(registrableDomainOf('a.b.user.github.io')).toBe('user.github.io');
    expect(registrableDomainOf('preview.my-app.vercel.app')).toBe('my-app.vercel.app');
    // `*.ck`: every name under ck is a suffix; `!www.ck`: except www.ck.
    expect(registrableDomainOf('a.b.ck')).toBe('a.b.ck');
    expect(registrableDomainOf('x.www.ck')).toBe('www.ck');
  });

  it('is undefined for a public suffix itself and for a single label', () => {
    expect(registrableDomainOf('co.uk')).toBeUndefined();
    expect(registrableDomainOf('github.io')).toBeUndefined();
    expect(registrableDomainOf('intranet')).toBeUndefined();
  });

  it('is undefined when the label before the suffix is empty, never a domain starting with a dot', () => {
    expect(registrableDomainOf('a.example..com')).toBeUndefined();
    expect(registrableDomainOf('..com')).toBeUndefined();
    expect(registrableDomainOf('a..example.com')).toBe('example.com');
  });
});
