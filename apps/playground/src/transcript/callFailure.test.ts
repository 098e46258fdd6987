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
});
