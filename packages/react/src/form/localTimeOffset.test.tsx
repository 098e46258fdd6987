import { formatUtcOffset } from '@elicit-kit/core/values';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';

const params = {
  message: 'When?',
  requestedSchema: { type: 'object', properties: { when: { type: 'string', format: 'date-time', title: 'When' } } },
};
const server = { name: 'calendar' };
const form = <ElicitationForm params={params} server={server} onRespond={() => {}} />;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the date-time hint under server rendering', () => {
  it('leaves the offset out on the server and fills it in after hydration, without a mismatch', async () => {
    const html = renderToString(form);
    expect(html).toContain('Your local time.');
    expect(html).not.toContain('UTC');

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, form, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const offset = formatUtcOffset(-new Date().getTimezoneOffset() || 0);
    const hint = container.querySelector('[id$="-hint"]');
    expect(hint?.textContent).toBe(`Your local time (UTC${offset}).`);
    expect(container.querySelector('input')?.getAttribute('aria-describedby')).toContain(hint?.id);
  });
});
