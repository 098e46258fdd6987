// `asChild` (Radix's Slot): the host's own element takes the part's props, and the host's own
// handlers, class names and refs stay. Checked on a real submit, so the merged handlers run.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions, FormCancel, FormSubmit } from './actions.js';
import { FormContent } from './FormContent.js';
import { FormRoot } from './FormRoot.js';

const params = { mode: 'form', message: 'Please answer', requestedSchema: { type: 'object', properties: { name: { type: 'string', default: 'Ada' } } } };

describe('asChild parts', () => {
  it("render the host's element with the part's props, the host's class, handler and ref kept", async () => {
    const onRespond = vi.fn();
    const hostClick = vi.fn();
    const hostRef = createRef<HTMLButtonElement>();
    const rootRef = createRef<HTMLElement>();
    render(
      <FormRoot params={params} server={{ name: 'acme-mcp' }} onRespond={onRespond} asChild>
        <section ref={rootRef} className="host-root">
          <FormContent>
            <FormActions>
              <FormCancel asChild>
                <a href="#cancel" className="mine">
                  Not now
                </a>
              </FormCancel>
              <FormSubmit asChild>
                <button ref={hostRef} className="mine" onClick={hostClick}>
                  Send
                </button>
              </FormSubmit>
            </FormActions>
          </FormContent>
        </section>
      </FormRoot>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect(hostRef.current).toBe(send);
    expect(rootRef.current?.tagName).toBe('SECTION');
    expect(rootRef.current?.className).toMatch(/\bhost-root\b/);
    expect(rootRef.current?.getAttribute('data-ek-part')).toBe('form');
    expect(send.className).toMatch(/\bek-button\b.*\bmine\b/);
    expect(send.getAttribute('type')).toBe('submit');
    expect(send.getAttribute('data-action')).toBe('accept');
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('data-action')).toBe('cancel');
    fireEvent.click(send);
    expect(hostClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]));
  });
});
