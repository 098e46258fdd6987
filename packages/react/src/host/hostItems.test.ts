import { createElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { hostItems, knownIds, openedLinks, waitsForPerson } from './hostItems.js';
import { GITHUB, nameForm, signIn } from './test-support.js';

describe('waitsForPerson', () => {
  it('is true while a request waits, and while an opened link waits for "I\'ve finished"; false after', () => {
    const queue = createElicitationQueue();
    const waits = () => waitsForPerson(queue.getSnapshot());
    expect(waits()).toBe(false);

    const form = queue.enqueue({ server: GITHUB, params: nameForm() });
    expect(waits()).toBe(true);
    queue.respond(form.id, { action: 'accept', content: { name: 'x' } });
    // An answered form asks nothing more.
    expect(waits()).toBe(false);

    const link = queue.enqueue({ server: GITHUB, params: signIn() });
    queue.respond(link.id, { action: 'accept' });
    // Opened: its card stays until the person says they are done (C21).
    expect(waits()).toBe(true);
    queue.dismissClosed(link.id, 'finished');
    expect(waits()).toBe(false);
  });

  it('is false for withdrawn requests and declined links (a notice asks nothing)', () => {
    const queue = createElicitationQueue();
    const controller = new AbortController();
    queue.enqueue({ server: GITHUB, params: nameForm(), signal: controller.signal });
    controller.abort();
    const link = queue.enqueue({ server: GITHUB, params: signIn() });
    queue.respond(link.id, { action: 'decline' });
    expect(queue.getSnapshot().closed).toHaveLength(2);
    expect(waitsForPerson(queue.getSnapshot())).toBe(false);
  });
});

describe('hostItems: an opened link checking with the server', () => {
  const itemsOf = (queue: ReturnType<typeof createElicitationQueue>, opened?: Set<string>) => {
    const snapshot = queue.getSnapshot();
    const known = knownIds(undefined, snapshot);
    return hostItems(snapshot, known, opened ?? openedLinks(undefined, snapshot)).map((item) => ({
      kind: item.kind,
      id: item.entry.id,
      stillWaiting: item.stillWaiting,
    }));
  };

  it("'I've finished' on a link whose runtime reports the server's answer: checking, still a card for the person", () => {
    const queue = createElicitationQueue();
    const link = queue.enqueue({ server: GITHUB, params: signIn(), waitsForServer: true });
    queue.respond(link.id, { action: 'accept' });
    expect(itemsOf(queue)).toEqual([{ kind: 'opened', id: link.id, stillWaiting: undefined }]);
    queue.dismissClosed(link.id, 'finished');
    expect(itemsOf(queue)).toEqual([{ kind: 'checking', id: link.id, stillWaiting: undefined }]);
    expect(waitsForPerson(queue.getSnapshot())).toBe(true);
    // The runtime had the server's answer.
    queue.dismissClosed(link.id);
    expect(itemsOf(queue)).toEqual([]);
  });

  it('one card per link: the same link asked again shows as the new request (still waiting); then only the newest opened one', () => {
    const queue = createElicitationQueue();
    const first = queue.enqueue({ server: GITHUB, params: signIn(), waitsForServer: true });
    queue.respond(first.id, { action: 'accept' });
    queue.dismissClosed(first.id, 'finished');
    const opened = openedLinks(undefined, queue.getSnapshot());
    const again = queue.enqueue({ server: GITHUB, params: signIn(), waitsForServer: true });
    expect(itemsOf(queue, opened)).toEqual([{ kind: 'pending', id: again.id, stillWaiting: true }]);
    queue.respond(again.id, { action: 'accept' });
    // A runtime that has not dismissed the first yet: still one card, the newest.
    expect(itemsOf(queue, opened)).toEqual([{ kind: 'opened', id: again.id, stillWaiting: undefined }]);
  });
});

describe('hostItems: arrival order', () => {
  it("orders items enqueued in the same millisecond by core's seq, pending and closed alike, whatever their ids say", () => {
    const queue = createElicitationQueue({ now: () => 5 });
    const ids = Array.from({ length: 12 }, (_, n) => queue.enqueue({ server: GITHUB, params: signIn(`https://pay.example.com/link?n=${n}`) }).id);
    // An opened link's card (a closed record) keeps its place among the pending ones.
    queue.respond(ids[1]!, { action: 'accept' });
    const snapshot = queue.getSnapshot();
    const items = hostItems(snapshot, knownIds(undefined, snapshot));
    expect(items.map((item) => item.entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(items[1]?.kind).toBe('opened');
  });
});
