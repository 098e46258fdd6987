import { createElicitationQueue } from '@elicit-kit/core';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnsweredRequests } from './AnsweredRequests.js';
import { createAnswerLog, EMPTY_ANSWER_LOG } from './answerLog.js';

describe('AnsweredRequests', () => {
  it('renders without pushed answers (disconnected: no pushed log) and without looping', () => {
    // The empty stand-in must hand out one snapshot, or useSyncExternalStore re-renders forever.
    expect(EMPTY_ANSWER_LOG.getSnapshot()).toBe(EMPTY_ANSWER_LOG.getSnapshot());
    const log = createAnswerLog(createElicitationQueue());
    const { container } = render(<AnsweredRequests log={log} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('AnsweredRequests: honest wording in a round', () => {
  it('says "Ready — sent with the others" until the round is whole, then "Submitted"', async () => {
    const queue = createElicitationQueue();
    const log = createAnswerLog(queue);
    const server = { name: 'demo' };
    const form = { message: 'Your name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
    const first = queue.enqueue({ server, params: form, group: 'round' });
    const second = queue.enqueue({ server, params: { ...form, message: 'Your team?' }, group: 'round' });
    const { container, rerender } = render(<AnsweredRequests log={log} />);
    act(() => void queue.respond(first.id, { action: 'accept', content: { name: 'Ada' } }));
    rerender(<AnsweredRequests log={log} />);
    expect(container.querySelector('li')?.textContent).toBe('✓Your name?Ready — sent with the others');
    expect(container.querySelector('li')?.getAttribute('data-waiting')).toBe('true');

    act(() => void queue.respond(second.id, { action: 'decline' }));
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['✓Your name?Submitted', '–Your team?Declined']);
    await Promise.all([first, second]);
  });
});
