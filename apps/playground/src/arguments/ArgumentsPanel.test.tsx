import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolInfo } from '../tools/toolList.js';
import { ArgumentsPanel } from './ArgumentsPanel.js';

const tool = {
  name: 'book-table',
  title: 'Book a table',
  description: 'Books a table for you.',
  inputSchema: {
    type: 'object',
    properties: { guests: { type: 'integer', title: 'Guests', minimum: 1 }, name: { type: 'string', title: 'Name' } },
    required: ['guests'],
  },
} as unknown as ToolInfo;

afterEach(cleanup);

// axe-core over a whole form and typed keyboard input take seconds in jsdom on a loaded 2-core machine; no test asserts time.
const SLOW_MS = 30_000;

describe('ArgumentsPanel: the kit form with only Call and Close', () => {
  it('has no Decline at all (not one hidden by CSS): only Close and Call, in that order', () => {
    const { container } = render(<ArgumentsPanel tool={tool} onCall={() => {}} onClose={() => {}} />);
    expect(container.querySelector('[data-editor]')?.getAttribute('data-editor')).toBe('form');
    expect(container.querySelector("[data-action='decline']")).toBeNull();
    const actions = [...container.querySelectorAll('button[data-action]')].map((button) => [button.getAttribute('data-action'), button.textContent]);
    expect(actions).toEqual([
      ['cancel', 'Close'],
      ['accept', 'Call'],
    ]);
    // Close is described by a line that exists and says what it does.
    const close = screen.getByRole('button', { name: 'Close' });
    const help = document.getElementById(close.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Close goes back without calling the tool.');
  });

  it("labels the tool's description as its description, not as a message from the server", () => {
    const { container } = render(<ArgumentsPanel tool={tool} onCall={() => {}} onClose={() => {}} />);
    expect(container.textContent).toContain('What the tool says it does (its description, not checked by this app):Books a table for you.');
    expect(container.textContent).not.toContain('The server’s message');
  });

  it(
    'is completed by keyboard alone: Tab to the field, type, Enter calls with the validated arguments',
    async () => {
      const onCall = vi.fn();
      const user = userEvent.setup();
      render(<ArgumentsPanel tool={tool} onCall={onCall} onClose={() => {}} />);
      // The panel takes focus on its heading when it opens.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Book a table/ })));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByLabelText(/Guests/));
      await user.keyboard('4{Enter}');
      await waitFor(() => expect(onCall).toHaveBeenCalledTimes(1));
      expect(onCall).toHaveBeenCalledWith(tool, { guests: 4 });
    },
    SLOW_MS,
  );

  it(
    'Close (and Escape with nothing typed) goes back without calling',
    async () => {
      const onCall = vi.fn();
      const onClose = vi.fn();
      const user = userEvent.setup();
      render(<ArgumentsPanel tool={tool} onCall={onCall} onClose={onClose} />);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      cleanup();
      render(<ArgumentsPanel tool={tool} onCall={onCall} onClose={onClose} />);
      await user.click(screen.getByLabelText(/Guests/));
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(2);
      expect(onCall).not.toHaveBeenCalled();
    },
    SLOW_MS,
  );

  it(
    'has no axe violations',
    async () => {
      const { container } = render(<ArgumentsPanel tool={tool} onCall={() => {}} onClose={() => {}} />);
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    },
    SLOW_MS,
  );
});
