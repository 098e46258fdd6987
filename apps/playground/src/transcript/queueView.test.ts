import { createElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { viewQueue } from './queueView.js';

const server = { name: 'demo' };
const form = (message: string) => ({ message, requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } });

describe('viewQueue', () => {
  it('shows only the entries it picks, pending and closed, and acts on those alone', async () => {
    const queue = createElicitationQueue();
    const mine = viewQueue(queue, (entry) => entry.key === 'a');
    const theirs = viewQueue(queue, (entry) => entry.key !== 'a');
    const a = queue.enqueue({ server, params: form('A?'), key: 'a' });
    const b = queue.enqueue({ server, params: form('B?'), key: 'b' });
    expect(mine.getSnapshot().pending.map((entry) => entry.id)).toEqual([a.id]);
    expect(theirs.getSnapshot().pending.map((entry) => entry.id)).toEqual([b.id]);
    // Another view's card cannot be answered, drafted or read through this one.
    expect(mine.respond(b.id, { action: 'decline' })).toBe(false);
    expect(mine.setDraft(b.id, { name: 'x' })).toBe(false);
    expect(mine.get(b.id)).toBeUndefined();
    // Drafts live in the queue itself: the same card in another view keeps them.
    expect(mine.setDraft(a.id, { name: 'Ada' })).toBe(true);
    expect(viewQueue(queue, () => true).getDraft(a.id)).toEqual({ name: 'Ada' });
    expect(mine.respond(a.id, { action: 'accept', content: { name: 'Ada' } })).toBe(true);
    await expect(a).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    expect(mine.getSnapshot().pending).toEqual([]);
    expect(mine.getSnapshot().closed.map((record) => record.entry.id)).toEqual([a.id]);
    expect(theirs.dismissClosed(a.id)).toBe(false);
    expect(theirs.cancelAll()).toBe(1);
    await expect(b).resolves.toEqual({ action: 'cancel' });
    expect(mine.dismissClosed(a.id)).toBe(true);
    expect(mine.getSnapshot().closed).toEqual([]);
  });

  it('hands out the same snapshot while nothing it shows changed', () => {
    const queue = createElicitationQueue();
    const mine = viewQueue(queue, (entry) => entry.key === 'a');
    const before = mine.getSnapshot();
    expect(mine.getSnapshot()).toBe(before);
    void queue.enqueue({ server, params: form('B?'), key: 'b' });
    expect(mine.getSnapshot()).toBe(before);
    void queue.enqueue({ server, params: form('A?'), key: 'a' });
    const after = mine.getSnapshot();
    expect(after).not.toBe(before);
    expect(mine.getSnapshot()).toBe(after);
    queue.cancelAll();
  });
});
