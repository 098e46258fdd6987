// The URL consent's input protections as one suite, run against any UI built on useUrlConsent:
// a bare headless UI (plain elements and the hook's prop getters) and the kit's UrlConsent. A
// protection that lived in a view would fail here for the bare UI.
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { URLS, urlParams } from '../url-consent/test-support.js';
import { loadUrlInspector } from '../url-consent/urlInspector.js';
import type { UseUrlConsentOptions } from '../url-consent/useUrlConsent.js';

/** What the suite renders: the params and the hook's options, with Escape cancelling inside the root. */
export type RenderConsent = (params: unknown, options: UseUrlConsentOptions) => ReactElement;

/** Runs the protection tests against the UI `renderConsent` builds. */
export function describeUrlConsentProtections(name: string, renderConsent: RenderConsent): void {
  describe(`${name}: input protections (from the hook, whatever the UI)`, () => {
    beforeAll(async () => {
      await loadUrlInspector();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function setup(url: string, more: Partial<UseUrlConsentOptions> = {}) {
      const spies = { onRespond: vi.fn(), onOpen: vi.fn((_href: string): unknown => undefined), onFinished: vi.fn(), onAbandon: vi.fn() };
      const options = { ...spies, openDelayMs: 0, ...more };
      const view: RenderResult = render(renderConsent(urlParams(url), options));
      const q = (selector: string) => view.container.querySelector<HTMLElement>(selector);
      const action = (a: string) => q(`[data-action="${a}"]`);
      const root = () => q('[data-state]');
      const rerender = (nextUrl: string) => view.rerender(renderConsent(urlParams(nextUrl), options));
      return { ...spies, action, root, rerender, checkbox: () => q('input[type="checkbox"]') as HTMLInputElement | null };
    }

    it('Open stays disabled (and a click does nothing) until openDelayMs has passed for the link shown', () => {
      vi.useFakeTimers();
      const { action, onOpen, onRespond } = setup(URLS.plain, { openDelayMs: undefined });
      expect(action('open')).toBeDisabled();
      fireEvent.click(action('open') as HTMLElement);
      act(() => void vi.advanceTimersByTime(499));
      expect(action('open')).toBeDisabled();
      act(() => void vi.advanceTimersByTime(1));
      expect(action('open')).toBeEnabled();
      fireEvent.click(action('open') as HTMLElement, { detail: 1 });
      expect(onOpen.mock.calls).toEqual([[new URL(URLS.plain).href]]);
      expect(onRespond).toHaveBeenCalledOnce();
    });

    it('the delay starts over when another link is shown', () => {
      vi.useFakeTimers();
      const { action, rerender } = setup(URLS.plain, { openDelayMs: 300 });
      act(() => void vi.advanceTimersByTime(300));
      expect(action('open')).toBeEnabled();
      rerender('https://other.example/');
      expect(action('open')).toBeDisabled();
      act(() => void vi.advanceTimersByTime(300));
      expect(action('open')).toBeEnabled();
    });

    it('the second click of a double click never opens nor presses "I’ve finished"', () => {
      const { action, onOpen, onFinished, onRespond } = setup(URLS.plain);
      fireEvent.click(action('open') as HTMLElement, { detail: 2 });
      expect(onOpen).not.toHaveBeenCalled();
      fireEvent.click(action('open') as HTMLElement, { detail: 1 });
      expect(onOpen).toHaveBeenCalledOnce();
      fireEvent.click(action('finish') as HTMLElement, { detail: 2 });
      expect(onFinished).not.toHaveBeenCalled();
      fireEvent.click(action('reopen') as HTMLElement, { detail: 2 });
      expect(onOpen).toHaveBeenCalledOnce();
      fireEvent.click(action('finish') as HTMLElement, { detail: 1 });
      expect(onFinished).toHaveBeenCalledOnce();
      expect(onRespond).toHaveBeenCalledOnce();
    });

    it('a held Enter’s repeats press no button, before or after Open', () => {
      const { action } = setup(URLS.plain);
      for (const a of ['decline', 'cancel', 'open']) {
        expect(fireEvent.keyDown(action(a) as HTMLElement, { key: 'Enter', repeat: true }), a).toBe(false);
        // A fresh press is left alone (the browser turns it into a click).
        expect(fireEvent.keyDown(action(a) as HTMLElement, { key: 'Enter' }), a).toBe(true);
      }
      fireEvent.click(action('open') as HTMLElement);
      for (const a of ['cancel', 'reopen', 'finish']) expect(fireEvent.keyDown(action(a) as HTMLElement, { key: 'Enter', repeat: true }), a).toBe(false);
    });

    it('Escape cancels once, but not while an input method composes; after Open it abandons without a second answer', () => {
      const first = setup(URLS.plain);
      fireEvent.keyDown(first.action('open') as HTMLElement, { key: 'Escape', isComposing: true });
      fireEvent.keyDown(first.action('open') as HTMLElement, { key: 'Escape', keyCode: 229 });
      expect(first.onRespond).not.toHaveBeenCalled();
      fireEvent.click(first.action('open') as HTMLElement);
      fireEvent.keyDown(first.action('finish') as HTMLElement, { key: 'Escape' });
      expect(first.onAbandon).toHaveBeenCalledOnce();
      expect(first.onRespond.mock.calls.map(([r]) => r)).toEqual([{ action: 'accept' }]);
      expect(first.root()).toHaveAttribute('data-state', 'abandoned');
    });

    it('a strong warning keeps Open disabled until the tick, and another link starts unticked', () => {
      const { action, checkbox, onOpen, rerender, root } = setup(URLS.userinfo);
      expect(root()).toHaveAttribute('data-gate', 'acknowledge');
      expect(action('open')).toBeDisabled();
      fireEvent.click(checkbox() as HTMLInputElement);
      expect(checkbox()).toBeChecked();
      expect(action('open')).toBeEnabled();
      rerender('https://accounts.google.com@phish.example/other');
      expect(checkbox()).not.toBeChecked();
      expect(action('open')).toBeDisabled();
      fireEvent.click(action('open') as HTMLElement);
      expect(onOpen).not.toHaveBeenCalled();
    });

    it('answers once: nothing after Decline, and Open after Decline is gone', () => {
      const { action, onRespond, root } = setup(URLS.plain);
      const decline = action('decline') as HTMLElement;
      const open = action('open') as HTMLElement;
      fireEvent.click(decline);
      fireEvent.click(decline);
      fireEvent.click(open);
      expect(onRespond.mock.calls.map(([r]) => r)).toEqual([{ action: 'decline' }]);
      expect(root()).toHaveAttribute('data-state', 'declined');
    });
  });
}
