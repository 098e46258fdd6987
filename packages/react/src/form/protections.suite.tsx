// The form's input protections, as one suite any form UI must pass: the ready-made
// ElicitationForm and a bare UI built only on useElicitationForm's prop getters run the same
// tests (ElicitationForm.protections.browser.test.tsx, useElicitationForm.protections.browser.test.tsx),
// so a host that builds its own UI on the hook keeps every protection. In Chromium: key repeats,
// implicit submission and focus are the browser's own. Waits on events, never on the clock.
import type { ElicitResult } from '@elicit-kit/core';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/** What a form UI under test takes: the kit's own props, so both UIs render the same request. */
export interface FormUnderTestProps {
  params: unknown;
  server: { name: string; title?: string };
  onRespond: (result: ElicitResult) => void;
}

const SERVER = { name: 'acme-mcp', title: 'Acme' };

function formParams(properties: Record<string, unknown>, required?: string[]) {
  return { mode: 'form', message: 'Please answer', requestedSchema: { type: 'object', properties, ...(required && { required }) } };
}

/**
 * Counts the native form submissions of each test, as they happen (implicit submission fires
 * `submit` inside the key press, so "none" is known as soon as the key press is done).
 */
export function countSubmissions(): () => number {
  let submits = 0;
  const count = () => void submits++;
  beforeEach(() => {
    submits = 0;
    document.addEventListener('submit', count, true);
  });
  afterEach(() => document.removeEventListener('submit', count, true));
  return () => submits;
}

/** Runs the protection suite against `Form`. */
export function describeFormProtections(name: string, Form: ComponentType<FormUnderTestProps>): void {
  describe(`${name}: input protections`, () => {
    const submits = countSubmissions();
    afterEach(() => cleanup());

    const show = (params: unknown) => {
      const onRespond = vi.fn();
      render(<Form params={params} server={SERVER} onRespond={onRespond} />);
      return onRespond;
    };
    const submitButton = () => page.getByRole('button', { name: 'Submit' });
    const field = (label: string) =>
      document.querySelector<HTMLInputElement>(
        `#${CSS.escape([...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.htmlFor ?? '')}`,
      )!;

    it('a double click on Submit sends one answer', async () => {
      const onRespond = show(formParams({ name: { type: 'string', title: 'Name', default: 'Ada' } }));
      await expect.element(submitButton()).toBeEnabled();
      await userEvent.dblClick(submitButton());
      await vi.waitFor(() => expect(onRespond).toHaveBeenCalled());
      expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]);
      // The second click landed on the answered form: focus stays on what happened.
      await expect.element(page.getByRole('status', { name: 'Your answer was sent.' })).toHaveFocus();
      // Answered: every button is now inert, and pressing one leaves focus on the status line.
      // (force: Playwright waits for aria-disabled buttons to become enabled.)
      await userEvent.click(page.getByRole('button', { name: 'Decline' }), { force: true });
      expect(onRespond).toHaveBeenCalledOnce();
      await expect.element(page.getByRole('status', { name: 'Your answer was sent.' })).toHaveFocus();
    });

    it("a held Enter's repeats submit nothing and press no button; a fresh press answers", async () => {
      const onRespond = show(formParams({ name: { type: 'string', title: 'Name', default: 'Ada' } }));
      await expect.element(submitButton()).toBeEnabled();
      // Enter goes down outside the form (starting something else, which takes that press) and is
      // held while the form takes focus: its repeats land in the form.
      const holdEnterInto = async (target: HTMLElement) => {
        const outside = document.body.appendChild(document.createElement('input'));
        outside.addEventListener('keydown', (event) => (event.preventDefault(), target.focus()), { once: true });
        outside.focus();
        await userEvent.keyboard('{Enter>4/}');
        outside.remove();
      };
      await holdEnterInto(field('Name'));
      await holdEnterInto(page.getByRole('button', { name: 'Decline' }).element() as HTMLElement);
      expect(submits()).toBe(0);
      expect(onRespond).not.toHaveBeenCalled();
      // A fresh press is the explicit Accept.
      field('Name').focus();
      await userEvent.keyboard('{Enter}');
      expect(submits()).toBe(1);
      await vi.waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'Ada' } }]]));
    });

    it('Escape with nothing typed cancels at once', async () => {
      const onRespond = show(formParams({ name: { type: 'string', title: 'Name', default: 'Ada' } }));
      await expect.element(submitButton()).toBeEnabled();
      field('Name').focus();
      await userEvent.keyboard('{Escape}');
      expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
    });

    it('Escape with typed work asks first; Escape again takes the question back and focus returns; Discard cancels', async () => {
      const onRespond = show(formParams({ name: { type: 'string', title: 'Name' } }));
      await userEvent.click(field('Name'));
      await userEvent.keyboard('Grace{Escape}');
      expect(onRespond).not.toHaveBeenCalled();
      const keep = page.getByRole('button', { name: 'Keep editing' });
      await expect.element(keep).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(keep).not.toBeInTheDocument();
      expect(document.activeElement).toBe(field('Name'));
      expect(onRespond).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(page.getByRole('button', { name: /Discard/ }));
      expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
    });

    it('an Escape that ends an IME composition belongs to the input method', async () => {
      const onRespond = show(formParams({ name: { type: 'string', title: 'Name', default: 'Ada' } }));
      await expect.element(submitButton()).toBeEnabled();
      const input = field('Name');
      const escape = (init: KeyboardEventInit) =>
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }));
      expect(escape({ isComposing: true })).toBe(true); // not handled: default left to the IME
      expect(escape({ keyCode: 229 })).toBe(true);
      expect(onRespond).not.toHaveBeenCalled();
      // The same key outside a composition is the form's.
      expect(escape({})).toBe(false);
      expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
    });

    it('a form that asks for a secret sends nothing until the explicit tick; Submit moves focus to it', async () => {
      const onRespond = show(formParams({ password: { type: 'string', title: 'Password', default: 'hunter2' } }));
      const tick = page.getByRole('checkbox');
      await expect.element(tick).toBeInTheDocument();
      await userEvent.click(submitButton());
      await expect.element(tick).toHaveFocus();
      expect(onRespond).not.toHaveBeenCalled();
      await userEvent.click(tick);
      await userEvent.click(submitButton());
      await vi.waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { password: 'hunter2' } }]]));
    });

    it('a failed Submit marks the field invalid and focuses it; nothing is sent', async () => {
      const onRespond = show(formParams({ note: { type: 'string', title: 'Note' }, name: { type: 'string', title: 'Name' } }, ['name']));
      await userEvent.click(submitButton());
      await vi.waitFor(() => expect(document.activeElement).toBe(field('Name')));
      expect(field('Name').getAttribute('aria-invalid')).toBe('true');
      expect(onRespond).not.toHaveBeenCalled();
    });

    it('after Submit, focus is on a named status line that says the answer was sent', async () => {
      const onRespond = show(formParams({ name: { type: 'string', title: 'Name', default: 'Ada' } }));
      await userEvent.click(submitButton());
      const status = page.getByRole('status', { name: 'Your answer was sent.' });
      await expect.element(status).toHaveFocus();
      expect(onRespond).toHaveBeenCalledOnce();
    });
  });
}
