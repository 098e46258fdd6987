import { describe, expect, it } from 'vitest';
import { requestFromHash, requestHash } from './shareLink.js';

describe('share link', () => {
  it('round-trips any text, JSON punctuation, Unicode and # included', () => {
    for (const text of ['{"message":"Wer reist? ✈️ #1 & 50%","requestedSchema":{}}', '', ' {\n  "a": "b"\n}']) {
      expect(requestFromHash(requestHash(text))).toBe(text);
      expect(new URL(`https://x.example/preview${requestHash(text)}`).hash).toBe(requestHash(text));
    }
  });

  it('reads no request from another fragment, and a broken encoding as raw text', () => {
    expect(requestFromHash('')).toBeUndefined();
    expect(requestFromHash('#main')).toBeUndefined();
    expect(requestFromHash('#request=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
