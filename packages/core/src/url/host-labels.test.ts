import { describe, expect, it } from 'vitest';
import { domainToUnicode, isAscii, labelToUnicode } from './host-labels.js';

describe('labelToUnicode', () => {
  it('decodes valid xn-- labels and keeps others', () => {
    expect(labelToUnicode('xn--80ak6aa92e')).toBe('\u0430\u0440\u0440\u04cf\u0435');
    expect(labelToUnicode('example')).toBe('example');
  });

  it('keeps the wire form when the Punycode is broken or decodes to plain ASCII', () => {
    expect(labelToUnicode('xn--abc-')).toBe('xn--abc-');
    expect(labelToUnicode('xn--99999999999')).toBe('xn--99999999999');
  });
});

describe('domainToUnicode', () => {
  it('decodes label by label', () => {
    expect(domainToUnicode('xn--fsqu00a.xn--fiqs8s')).toBe('\u4f8b\u5b50.\u4e2d\u56fd');
  });
});

describe('isAscii', () => {
  it('tells ASCII from anything beyond U+007F', () => {
    expect(isAscii('xn--80ak6aa92e.com\u007f')).toBe(true);
    expect(isAscii('caf\u00e9')).toBe(false);
  });
});
