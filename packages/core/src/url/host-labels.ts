// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- punycode's ES module ships no types: the local declaration comes in for this one import
/// <reference path="./punycode.d.ts" />
import { decode } from 'punycode/punycode.es6.js';

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Whether every character of `text` is ASCII. */
export function isAscii(text: string): boolean {
  return ASCII_ONLY.test(text);
}

/**
 * The Unicode form of one ASCII host label. Only a valid `xn--` label that decodes
 * to something non-ASCII is decoded: a label whose "decoding" is plain ASCII
 * (`xn--abc-` → `abc`) keeps its wire form, so the Unicode display never shows a
 * name the browser will not visit.
 */
export function labelToUnicode(label: string): string {
  if (!label.startsWith('xn--')) return label;
  try {
    const decoded = decode(label.slice(4));
    return isAscii(decoded) ? label : decoded;
  } catch {
    return label;
  }
}

/** The Unicode form of an ASCII domain, label by label. */
export function domainToUnicode(domain: string): string {
  return domain.split('.').map(labelToUnicode).join('.');
}
