import { describe, expect, it } from 'vitest';
import { accept, cancel, decline } from './respond.js';

describe('responses', () => {
  it('accept carries content only when given', () => {
    const content = { name: 'Ada', seats: 2 };
    expect(accept(content)).toStrictEqual({ action: 'accept', content: { name: 'Ada', seats: 2 } });
    expect(accept(content).content).toBe(content);
    expect(accept()).toStrictEqual({ action: 'accept' });
    expect(Object.keys(accept())).toStrictEqual(['action']);
    expect(Object.keys(accept(undefined))).toStrictEqual(['action']);
    expect(accept({})).toStrictEqual({ action: 'accept', content: {} });
  });

  it('decline and cancel are the bare actions', () => {
    expect(decline()).toStrictEqual({ action: 'decline' });
    expect(cancel()).toStrictEqual({ action: 'cancel' });
    expect(JSON.stringify([accept({ ok: true }), decline(), cancel()])).toBe(
      '[{"action":"accept","content":{"ok":true}},{"action":"decline"},{"action":"cancel"}]',
    );
  });

  it('returns a fresh object on every call', () => {
    expect(decline()).not.toBe(decline());
    expect(cancel()).not.toBe(cancel());
    expect(accept()).not.toBe(accept());
    const first = decline();
    (first as { action: string }).action = 'accept';
    expect(decline()).toStrictEqual({ action: 'decline' });
  });
});
