import { createElicitationQueue } from '@elicit-kit/core';
import { render } from '@testing-library/react';
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
