import { createElicitationQueue } from '@elicit-kit/core';
import { describe, expect, it } from 'vitest';
import { waitsForPerson } from './hostItems.js';
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
