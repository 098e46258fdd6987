import { UrlElicitationRefusedError } from '@elicit-kit/mcp';
import { describe, expect, it } from 'vitest';
import { ProtocolSwitchAbort, toCallFailure } from './callFailure.js';

describe('toCallFailure', () => {
  it('a call the app ended for a protocol switch reads as stopped, saying why', () => {
    const controller = new AbortController();
    controller.abort(new ProtocolSwitchAbort());
    expect(toCallFailure(controller.signal.reason, controller.signal)).toMatchObject({ code: 'aborted', reason: 'protocol-switch', stopped: true });
  });

  it('Stop (a plain abort) stays a plain stop', () => {
    const controller = new AbortController();
    controller.abort();
    expect(toCallFailure(controller.signal.reason, controller.signal)).toMatchObject({ code: 'aborted', reason: 'aborted', stopped: true });
  });

  it('a broken connection is a transport failure, not a stop', () => {
    const failure = toCallFailure(new TypeError('Failed to fetch'), new AbortController().signal);
    expect(failure).toMatchObject({ stopped: false });
    expect(failure.code).toBe('transport');
  });

  it('a link declined or cancelled (2025-11-25 ends the call there) is the person’s choice, not a failure or a stop', () => {
    const signal = new AbortController().signal;
    expect(toCallFailure(new UrlElicitationRefusedError('gh', 'decline'), signal)).toMatchObject({
      code: 'url-refused',
      reason: 'url-declined',
      declined: 'decline',
      stopped: false,
    });
    expect(toCallFailure(new UrlElicitationRefusedError('gh', 'cancel'), signal)).toMatchObject({ reason: 'url-cancelled', declined: 'cancel' });
    // Opened, then cancelled: still a stop (C21), not a decline.
    expect(toCallFailure(new UrlElicitationRefusedError('gh', 'abandon'), signal)).toMatchObject({ reason: 'url-abandoned', stopped: true });
    expect(toCallFailure(new UrlElicitationRefusedError('gh', 'abandon'), signal).declined).toBeUndefined();
  });
});
