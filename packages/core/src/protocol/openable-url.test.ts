import { describe, expect, it } from 'vitest';
import { inspectUrl } from '../url/inspect-url.js';
import { readOpenableUrl } from './openable-url.js';

describe('readOpenableUrl', () => {
  it.each([
    ['https://example.com/a?b#c', true],
    ['http://127.0.0.1:8080/', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//example.com/', false],
    ['', false],
    [42, false],
    [undefined, false],
  ])('%j → ok %s, and agrees with inspectUrl', (url, ok) => {
    const reading = readOpenableUrl(url);
    expect(reading.ok).toBe(ok);
    const report = inspectUrl(url as string);
    expect(report.ok).toBe(ok);
    if (!reading.ok) {
      expect(report.error).toBe(reading.error);
      expect(report.scheme).toBe(reading.scheme);
    } else expect(report.href).toBe(reading.url.href);
  });

  it('names the scheme it refuses', () => {
    expect(readOpenableUrl('javascript:alert(1)')).toEqual({ ok: false, error: 'unsupported-scheme', scheme: 'javascript:' });
    expect(readOpenableUrl('not a url')).toEqual({ ok: false, error: 'invalid-url' });
  });
});
