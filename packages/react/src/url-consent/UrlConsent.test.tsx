import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { urlConsentMessagesDe } from './messages.js';
import { plain, SERVER, URLS, urlParams } from './test-support.js';
import { UrlConsent, type UrlConsentProps } from './UrlConsent.js';
import { DEFAULT_OPEN_DELAY_MS } from './useUrlConsent.js';
import { loadUrlInspector } from './urlInspector.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(props: Partial<UrlConsentProps> & { url?: string } = {}) {
  const onRespond = vi.fn();
  const onOpen = vi.fn((_href: string): unknown => undefined);
  const onFinished = vi.fn();
  const onAbandon = vi.fn();
  const { url = URLS.plain, ...rest } = props;
  // Open's security delay has its own tests below; elsewhere it is off so clicks can follow the render.
  const all: UrlConsentProps = { params: urlParams(url), server: SERVER, onRespond, onOpen, onFinished, onAbandon, openDelayMs: 0, ...rest };
  const view = render(<UrlConsent {...all} />);
  const root = () => view.container.querySelector('[data-ek-part="url-consent"]') as HTMLElement;
  const rerender = (more: Partial<UrlConsentProps>) => view.rerender(<UrlConsent {...all} {...more} />);
  return { ...view, root, onRespond, onOpen, onFinished, onAbandon, rerender, user: userEvent.setup() };
}

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('UrlConsent: loading the checker on demand', () => {
  it('shows "Checking the link…" until the dynamically imported inspector is ready', async () => {
    vi.resetModules();
    const fresh = await import('./UrlConsent.js');
    const onRespond = vi.fn();
    const { container } = render(<fresh.UrlConsent params={urlParams(URLS.plain)} onRespond={onRespond} openDelayMs={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the link…');
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'checking');
    // Decline and Cancel are available even while checking.
    expect(buttons()).toEqual(['Decline', 'Cancel']);
    expect(await screen.findByRole('button', { name: 'Open link' })).toBeEnabled();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready');
  });
});

describe('UrlConsent: plain https', () => {
  it('shows who asks, why and where, and opens on one click, reporting accept exactly once (C4, C15, C21)', async () => {
    await loadUrlInspector();
    const { root, onRespond, onOpen, onFinished, user } = setup();
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(root()).toHaveAttribute('data-gate', 'none');
    expect(root()).not.toHaveAttribute('data-warning');
    expect(screen.getByText('Example Pay')).toBeInTheDocument();
    expect(screen.getByText('Sign in to Example Pay to link your account.')).toBeInTheDocument();
    expect(root().querySelector('[data-ek-part="domain"]')).toHaveTextContent('example.com');
    // The registrable part of the host is emphasised.
    expect([...root().querySelectorAll('strong bdi')].map((e) => e.textContent)).toEqual(['example', 'com']);
    expect(screen.getByRole('region', { name: 'Full link (41 characters)' })).toHaveTextContent(URLS.plain);
    expect(screen.queryByRole('checkbox')).toBeNull();

    const open = screen.getByRole('button', { name: 'Open link' });
    await user.dblClick(open);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onOpen).toHaveBeenCalledWith(URLS.plain);
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept' }, { domain: 'example.com' }]]);
    expect(root()).toHaveAttribute('data-state', 'opened');
    // The compact waiting card: no dead end after Open (open again, finish, or cancel).
    expect(buttons()).toEqual(['Copy link', 'Cancel', 'Open the link again', 'I’ve finished — continue']);
    expect(screen.getByText(/The link was opened in a new tab/)).toHaveFocus();
    expect(screen.getByText(/The link was opened in a new tab/)).toHaveTextContent('Waiting for you to finish at example.com');
    await user.click(screen.getByRole('button', { name: 'Open the link again' }));
    expect(onOpen.mock.calls).toEqual([[URLS.plain], [URLS.plain]]);
    expect(onRespond).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(onFinished).toHaveBeenCalledOnce();
    expect(onRespond).toHaveBeenCalledOnce();
    expect(root()).toHaveAttribute('data-state', 'finished');
    expect(screen.getByRole('status')).toHaveTextContent('You finished on the linked page.');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('never renders an anchor, image or preview of the target (C14, C20)', async () => {
    await loadUrlInspector();
    const { container } = setup({ url: URLS.userinfo });
    const html = container.innerHTML;
    expect(container.querySelectorAll('a, img, link, iframe, object, embed')).toHaveLength(0);
    expect(html).not.toMatch(/href=|src=/);
  });

  it('reports cancel-after-open through onAbandon, never as a second answer', async () => {
    await loadUrlInspector();
    const { root, onRespond, onAbandon, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAbandon).toHaveBeenCalledOnce();
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept' }, { domain: 'example.com' }]]);
    expect(root()).toHaveAttribute('data-state', 'abandoned');
  });

  it('says when the opener reports a blocked pop-up, and always offers the link to copy', async () => {
    await loadUrlInspector();
    const { root, user } = setup({ onOpen: () => null });
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(root()).toHaveAttribute('data-popup-blocked', 'true');
    expect(screen.getByText(/Your browser blocked the new tab/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('uses window.open with noopener,noreferrer by default', async () => {
    await loadUrlInspector();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onRespond = vi.fn();
    render(<UrlConsent params={urlParams(URLS.plain)} onRespond={onRespond} openDelayMs={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenCalledWith(URLS.plain, '_blank', 'noopener,noreferrer');
    // null from a noopener open means "cannot tell", not "blocked".
    expect(screen.getByText(/No new tab\?/)).toBeInTheDocument();
    expect(onRespond).toHaveBeenCalledWith({ action: 'accept' }, { domain: 'example.com' });
  });
});

describe('UrlConsent: decline and cancel (C2)', () => {
  it('Decline reports decline once and closes', async () => {
    await loadUrlInspector();
    const { root, onRespond, onOpen, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'decline' }, { domain: 'example.com' }]]);
    expect(onOpen).not.toHaveBeenCalled();
    expect(root()).toHaveAttribute('data-state', 'declined');
    expect(screen.getByRole('status')).toHaveTextContent('You declined to open the link.');
  });

  it('a held Enter (its repeats, from a button pressed before this card took focus) presses none of its buttons', async () => {
    await loadUrlInspector();
    const { onRespond, onOpen } = setup();
    for (const name of ['Decline', 'Cancel', 'Open link']) {
      expect(fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter', repeat: true })).toBe(false);
    }
    expect(onRespond).not.toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('Cancel reports cancel once and closes', async () => {
    await loadUrlInspector();
    const { root, onRespond, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }, { domain: 'example.com' }]]);
    expect(root()).toHaveAttribute('data-state', 'cancelled');
  });
});

describe('UrlConsent: unopenable links offer only Decline and Cancel', () => {
  it('blocks a javascript: URL and says why', async () => {
    await loadUrlInspector();
    const { root, onOpen } = setup({ url: URLS.javascript });
    expect(root()).toHaveAttribute('data-state', 'blocked');
    expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be opened');
    expect(screen.getByRole('alert')).toHaveTextContent('This one starts with “javascript:”');
    expect(buttons()).toEqual(['Decline', 'Cancel']);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('blocks text that is not a URL, showing hidden characters visibly', async () => {
    await loadUrlInspector();
    const { root } = setup({ url: 'not a url\u202Egnp.exe' });
    expect(root()).toHaveAttribute('data-state', 'blocked');
    expect(screen.getByRole('alert')).toHaveTextContent('It is not a valid web address.');
    expect(screen.getByRole('region', { name: 'Full link (17 characters)' })).toHaveTextContent('not a url⟨U+202E⟩gnp.exe');
    expect(buttons()).toEqual(['Decline', 'Cancel']);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', 'https://example.com'],
    ['form-mode params', { message: 'hi', requestedSchema: { type: 'object', properties: {} } }],
    ['URL mode without url', { mode: 'url', message: 'hi' }],
    ['a __proto__ key', JSON.parse('{"mode":"url","message":"x","__proto__":{"url":"https://evil.example"}}')],
    ['a non-string url', { mode: 'url', message: 'x', url: ['https://example.com'] }],
  ])('never throws on hostile params: %s', async (_name, params) => {
    await loadUrlInspector();
    const { root, onRespond, user } = setup({ params });
    expect(root()).toHaveAttribute('data-state', 'invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('This request has no usable link to open.');
    expect(buttons()).toEqual(['Decline', 'Cancel']);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond).toHaveBeenCalledWith({ action: 'decline' }, {});
  });

  it('clips a 10,000-character message and keeps the actions reachable', async () => {
    await loadUrlInspector();
    setup({ params: urlParams(URLS.plain, 'x'.repeat(10_000)) });
    expect(screen.getByRole('button', { name: 'Show 9,400 more characters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open link' })).toBeEnabled();
  });

  it('contains a crash and still answers once through the fallback', async () => {
    await loadUrlInspector();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { onRespond, user } = setup({
      onError,
      messages: {
        fullUrl: () => {
          throw new Error('broken translation');
        },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This request could not be shown');
    expect(onError).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }, {}]]);
  });
});

describe('UrlConsent: warnings and the confirmation gate', () => {
  it('user-info trick: names the real destination and gates Open behind a confirmation', async () => {
    await loadUrlInspector();
    const { root, onOpen, onRespond, user } = setup({ url: URLS.userinfo });
    expect(root()).toHaveAttribute('data-warning', 'userinfo');
    expect(root()).toHaveAttribute('data-gate', 'acknowledge');
    expect(root().querySelector('[data-ek-part="domain"]')).toHaveTextContent(/^evil\.example$/);
    const warning = root().querySelector('[data-warning="userinfo"]');
    expect(plain(warning?.textContent)).toBe(
      'This link really goes to evil.example. “accounts.google.com” before the @ sign is only a user name, not the site.',
    );
    const open = screen.getByRole('button', { name: 'Open link' });
    expect(open).toBeDisabled();
    await user.click(open);
    expect(onOpen).not.toHaveBeenCalled();
    const box = screen.getByRole<HTMLInputElement>('checkbox');
    expect(plain(box.labels?.[0]?.textContent)).toBe('I understand this link goes to evil.example, not to accounts.google.com');
    // Hosts are isolated by <bdi>, not by invisible characters: names and descriptions hold none.
    expect(screen.getByRole('checkbox', { name: 'I understand this link goes to evil.example, not to accounts.google.com' })).toBe(box);
    expect(warning?.textContent).not.toMatch(/[\u2066-\u2069]/);
    expect(warning?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('evil.example');
    await user.click(box);
    expect(root()).toHaveAttribute('data-acknowledged', 'true');
    await user.click(open);
    expect(onOpen).toHaveBeenCalledWith(URLS.userinfo);
    expect(onRespond).toHaveBeenCalledExactlyOnceWith({ action: 'accept' }, { domain: 'evil.example' });
  });

  it('IDN look-alike: leads with the punycode, shows both forms side by side, names the imitated site', async () => {
    await loadUrlInspector();
    const { root } = setup({ url: URLS.lookalike });
    expect(root()).toHaveAttribute('data-warning', 'mixed-script idn');
    expect(root().querySelector('[data-ek-part="domain"]')?.textContent).toBe('xn--pple-43d.com (\u0430pple.com)');
    const forms = within(root().querySelector('dl') as HTMLElement);
    expect(forms.getByText('As shown').nextElementSibling).toHaveTextContent('\u0430pple.com');
    expect(forms.getByText('As sent (punycode)').nextElementSibling).toHaveTextContent('xn--pple-43d.com');
    expect(plain(root().querySelector('[data-warning="mixed-script"]')?.textContent)).toContain('to look like apple.com');
    expect(plain(screen.getByRole<HTMLInputElement>('checkbox').labels?.[0]?.textContent)).toBe(
      'I understand this link goes to xn--pple-43d.com, not to apple.com',
    );
    expect(screen.getByRole('button', { name: 'Open link' })).toBeDisabled();
  });

  it('a genuine IDN leads with the Unicode form and needs no confirmation', async () => {
    await loadUrlInspector();
    const { root } = setup({ url: URLS.idn });
    expect(root().querySelector('[data-ek-part="domain"]')?.textContent).toBe('münchen.de (xn--mnchen-3ya.de)');
    expect(root()).toHaveAttribute('data-gate', 'none');
    expect(screen.getByRole('button', { name: 'Open link' })).toBeEnabled();
  });

  it('registrable-domain trick: the big type and the note show who really owns the page', async () => {
    await loadUrlInspector();
    const { root } = setup({ url: URLS.registrableTrick });
    expect(root().querySelector('[data-ek-part="domain"]')).toHaveTextContent(/^evil\.example$/);
    expect([...root().querySelectorAll('strong bdi')].map((e) => e.textContent)).toEqual(['evil', 'example']);
    expect(plain(screen.getByText(/is only part of the address/).textContent)).toBe(
      '“accounts.google.com” is only part of the address at evil.example: evil.example decides what that page shows.',
    );
  });

  it('http, IP host and unusual port are warned about but stay one click', async () => {
    await loadUrlInspector();
    const { root, onOpen, user } = setup({ url: URLS.ip });
    expect(root()).toHaveAttribute('data-warning', 'not-https ip-host unusual-port');
    expect(screen.getByText(/not secure \(http\)/)).toBeInTheDocument();
    expect(screen.getByText('This link uses an unusual port (8080).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(onOpen).toHaveBeenCalledWith(URLS.ip);
  });

  it('a 3,000-character link is shown whole in a scrollable region that states its length', async () => {
    await loadUrlInspector();
    setup({ url: URLS.long });
    const region = screen.getByRole('region', { name: `Full link (${URLS.long.length.toLocaleString('en')} characters)` });
    expect(region).toHaveTextContent(URLS.long);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/unusually long/)).toBeInTheDocument();
  });

  it('right-to-left labels are each isolated inside a left-to-right host', async () => {
    await loadUrlInspector();
    const { root } = setup({ url: URLS.rtl });
    const hosts = [...root().querySelectorAll('dd > span[dir="ltr"]')];
    expect(hosts).toHaveLength(2);
    expect([...hosts[0]!.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['login', 'דוגמה', 'ישראל']);
    expect([...hosts[1]!.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['login', 'xn--6dbbec0c', 'xn--4dbrk0ce']);
  });
});

describe('UrlConsent: remembered trust, completion, copy, language', () => {
  it('flags a domain not among trustedDomains as first time', async () => {
    await loadUrlInspector();
    const first = setup({ trustedDomains: ['other.example'] });
    expect(first.root()).toHaveAttribute('data-first-time', 'true');
    expect(plain(screen.getByText(/First time/).textContent)).toBe('First time: this server has not sent you to example.com before.');
    first.unmount();
    const seen = setup({ trustedDomains: ['EXAMPLE.com'] });
    expect(seen.root()).toHaveAttribute('data-first-time', 'false');
    // The host sits in a <bdi>, so the sentence spans elements.
    expect(screen.getByText((_, el) => el?.tagName === 'P' && /opened .*example\.com.* for this server before/.test(el.textContent ?? ''))).toBeInTheDocument();
    seen.unmount();
    const unknown = setup();
    expect(unknown.root()).not.toHaveAttribute('data-first-time');
    unknown.unmount();
    const unicode = setup({ url: URLS.idn, trustedDomains: ['münchen.de'] });
    expect(unicode.root()).toHaveAttribute('data-first-time', 'false');
  });

  it('completed (2025-11-25 notification) closes the card after opening', async () => {
    await loadUrlInspector();
    const { root, rerender, onRespond, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    rerender({ completed: true });
    expect(root()).toHaveAttribute('data-state', 'completed');
    expect(screen.getByRole('status')).toHaveTextContent('The server reported this step as complete.');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(onRespond).toHaveBeenCalledOnce();
  });

  it('Copy link writes the href to the clipboard', async () => {
    await loadUrlInspector();
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = setup({ url: URLS.lookalike });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://xn--pple-43d.com/signin');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('Copy link falls back to selecting the link when the clipboard is unavailable', async () => {
    await loadUrlInspector();
    const { user } = setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Could not copy automatically/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(URLS.plain);
  });

  it('speaks German with urlConsentMessagesDe', async () => {
    await loadUrlInspector();
    setup({ url: URLS.userinfo, messages: urlConsentMessagesDe });
    expect(screen.getByRole('heading')).toHaveTextContent('Einen Link außerhalb dieser App öffnen?');
    expect(screen.getByRole('button', { name: 'Link öffnen' })).toBeDisabled();
    expect(screen.getByText(/führt in Wirklichkeit zu/)).toBeInTheDocument();
    expect(buttons()).toEqual(['Link kopieren', 'Ablehnen', 'Abbrechen', 'Link öffnen']);
  });

  it('unstyled renders no kit class names but keeps data-* state', async () => {
    await loadUrlInspector();
    const { container, root } = setup({ unstyled: true });
    expect(container.querySelector('[class*="ek-"]')).toBeNull();
    expect(root()).toHaveAttribute('data-state', 'ready');
  });
});

describe('UrlConsent: accessibility', () => {
  it.each([
    ['ready', URLS.plain],
    ['look-alike with gate', URLS.lookalike],
    ['blocked', URLS.javascript],
    ['long', URLS.long],
  ])('has no axe violations: %s', async (_name, url) => {
    await loadUrlInspector();
    const { container } = setup({ url });
    await expectNoAxeViolations(container);
  });

  it('has no axe violations after opening, and is complete by keyboard', async () => {
    await loadUrlInspector();
    const { container, onRespond, onFinished, user } = setup({ url: URLS.userinfo });
    await user.tab(); // full-link region
    await user.tab(); // Copy link
    await user.tab(); // checkbox
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab(); // Decline
    await user.tab(); // Cancel
    await user.tab(); // Open
    expect(screen.getByRole('button', { name: 'Open link' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRespond).toHaveBeenCalledExactlyOnceWith({ action: 'accept' }, { domain: 'evil.example' });
    await expectNoAxeViolations(container);
    await act(async () => {
      screen.getByRole('button', { name: 'I’ve finished — continue' }).focus();
    });
    await user.keyboard('{Enter}');
    expect(onFinished).toHaveBeenCalledOnce();
  });
});

describe('UrlConsent: red-team — params that change under the person', () => {
  it('the acknowledgement resets when new params bring another link', async () => {
    await loadUrlInspector();
    const { root, onOpen, rerender, user } = setup({ url: URLS.userinfo });
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Open link' })).toBeEnabled();
    rerender({ params: urlParams('https://paypal.com@ev1l.example/login') });
    expect(root().querySelector('[data-ek-part="domain"]')).toHaveTextContent(/^ev1l\.example$/);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(root()).toHaveAttribute('data-acknowledged', 'false');
    const open = screen.getByRole('button', { name: 'Open link' });
    expect(open).toBeDisabled();
    await user.click(open);
    expect(onOpen).not.toHaveBeenCalled();
    // Back to the first link: the box was for a moment about another link, so it starts unticked.
    rerender({ params: urlParams(URLS.userinfo) });
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('params mutated in place cannot swap the link that is shown and opened', async () => {
    await loadUrlInspector();
    const params: { mode: 'url'; message: string; url: string } = { ...urlParams(URLS.plain) };
    const { root, onOpen, rerender, user } = setup({ params });
    params.url = 'https://evil.example/steal';
    rerender({ trustedDomains: [] }); // same params object, new render
    expect(root().querySelector('[data-ek-part="domain"]')).toHaveTextContent(/^example\.com$/);
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(URLS.plain);
  });

  it('a Proxy answering the checks with one url and reads with another cannot open the other', async () => {
    await loadUrlInspector();
    const target = { ...urlParams(URLS.plain) };
    const params = new Proxy(target, {
      get: (t, key) => (key === 'url' ? 'https://evil.example/' : Reflect.get(t, key)),
    });
    const { root, onOpen, user } = setup({ params });
    expect(root().querySelector('[data-ek-part="domain"]')).toHaveTextContent(/^example\.com$/);
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(URLS.plain);
  });

  it('after opening, new params do not change the link the card shows or copies', async () => {
    await loadUrlInspector();
    const { root, rerender, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    rerender({ params: urlParams('https://evil.example/other') });
    expect(root()).toHaveAttribute('data-state', 'opened');
    expect(root().querySelector('[data-ek-part="url-waiting"]')).toHaveTextContent('Waiting for you to finish at example.com.');
    expect(screen.getByRole('region', { name: /Full link/ })).toHaveTextContent(URLS.plain);
  });
});

describe('UrlConsent: red-team — keyboard, double clicks, screen readers', () => {
  it('Escape inside the card cancels once; after opening it abandons without a second answer', async () => {
    await loadUrlInspector();
    const first = setup();
    screen.getByRole('button', { name: 'Decline' }).focus();
    await first.user.keyboard('{Escape}');
    expect(first.onRespond.mock.calls).toEqual([[{ action: 'cancel' }, { domain: 'example.com' }]]);
    expect(first.root()).toHaveAttribute('data-state', 'cancelled');
    await first.user.keyboard('{Escape}');
    expect(first.onRespond).toHaveBeenCalledOnce();
    first.unmount();

    const second = setup();
    await second.user.click(screen.getByRole('button', { name: 'Open link' }));
    await second.user.keyboard('{Escape}'); // focus sits on the "opened" status inside the card
    expect(second.root()).toHaveAttribute('data-state', 'abandoned');
    expect(second.onAbandon).toHaveBeenCalledOnce();
    expect(second.onRespond).toHaveBeenCalledOnce();
  });

  it('the second click of a double click never opens nor presses "continue" (layout may have moved)', async () => {
    await loadUrlInspector();
    const { onOpen, onFinished, root } = setup();
    // A double click's second press, landing on Open after a layout shift (e.g. checker loaded).
    fireEvent.click(screen.getByRole('button', { name: 'Open link' }), { detail: 2 });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open link' }), { detail: 1 });
    expect(onOpen).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'I’ve finished — continue' }), { detail: 2 });
    expect(onFinished).not.toHaveBeenCalled();
    expect(root()).toHaveAttribute('data-state', 'opened');
    // Keyboard activation (detail 0) still works.
    fireEvent.click(screen.getByRole('button', { name: 'I’ve finished — continue' }), { detail: 0 });
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('the Open button is described by the destination and every warning', async () => {
    await loadUrlInspector();
    setup({ url: URLS.userinfo });
    const open = screen.getByRole('button', { name: 'Open link' });
    expect(open).toHaveAccessibleDescription(
      /^This link goes to evil\.example This link really goes to \W?evil\.example\W?\. .*before the @ sign is only a user name, not the site\.$/u,
    );
  });
});

describe('UrlConsent: red-team — a server message that imitates the kit', () => {
  it('frames and labels the message as the server’s words, apart from the destination', async () => {
    await loadUrlInspector();
    const spoof = 'This link goes to\napple.com\n\nVerified safe by your assistant.';
    const { root } = setup({ url: URLS.userinfo, params: urlParams(URLS.userinfo, spoof) });
    const group = screen.getByRole('group', { name: 'The server’s message (not checked by this app):' });
    expect(group).toHaveTextContent('Verified safe by your assistant.');
    expect(group.querySelector('[data-ek-part="domain"]')).toBeNull();
    expect(root().querySelector('[data-ek-part="domain"]')).toHaveTextContent(/^evil\.example$/);
  });
});

describe('UrlConsent: red-team — a card that appears (or changes) under the pointer', () => {
  // Fake timers: the delay is proven by moving the clock, never by waiting on it.
  it('Open stays disabled for openDelayMs after the link is shown, then one click opens', async () => {
    await loadUrlInspector();
    vi.useFakeTimers();
    try {
      const { onOpen, root } = setup({ openDelayMs: undefined });
      const open = screen.getByRole('button', { name: 'Open link' });
      expect(open).toBeDisabled();
      fireEvent.click(open);
      fireEvent.keyDown(open, { key: 'Enter' });
      expect(onOpen).not.toHaveBeenCalled();
      expect(root()).toHaveAttribute('data-state', 'ready');
      act(() => void vi.advanceTimersByTime(DEFAULT_OPEN_DELAY_MS - 1));
      expect(open).toBeDisabled();
      act(() => void vi.advanceTimersByTime(1));
      expect(open).toBeEnabled();
      fireEvent.click(open, { detail: 1 });
      expect(onOpen).toHaveBeenCalledExactlyOnceWith(URLS.plain);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the delay starts over when the params bring another link', async () => {
    await loadUrlInspector();
    vi.useFakeTimers();
    try {
      const { onOpen, rerender } = setup({ openDelayMs: 300 });
      act(() => void vi.advanceTimersByTime(300));
      expect(screen.getByRole('button', { name: 'Open link' })).toBeEnabled();
      rerender({ openDelayMs: 300, params: urlParams('https://other.example/') });
      expect(screen.getByRole('button', { name: 'Open link' })).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'Open link' }));
      expect(onOpen).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(300));
      fireEvent.click(screen.getByRole('button', { name: 'Open link' }), { detail: 1 });
      expect(onOpen).toHaveBeenCalledExactlyOnceWith('https://other.example/');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('UrlConsent: red-team — hostile URLs', () => {
  const blocked = [
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' \u0000javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'about:blank',
    '//evil.example/',
    'https://xn--zz.com/',
    'https://exa mple.com/',
    'https://apple.com\u202e/x',
    'x'.repeat(100_000),
  ];
  it.each(blocked.map((u) => [JSON.stringify(u).slice(0, 60), u]))('offers only Decline and Cancel: %s', async (_n, url) => {
    await loadUrlInspector();
    const { root, onOpen } = setup({ url });
    expect(root()).toHaveAttribute('data-state', 'blocked');
    expect(buttons()).toEqual(['Decline', 'Cancel']);
    expect(onOpen).not.toHaveBeenCalled();
  });

  const openable: [string, string][] = [
    [' https://good.example/ ', 'good.example'],
    ['https:evil.example', 'evil.example'],
    ['https:\\\\evil.example\\path', 'evil.example'],
    ['https://evil.example\\@good.example/', 'evil.example'],
    ['https://evil.example#@good.example', 'evil.example'],
    ['https://%65vil.example/', 'evil.example'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://[::ffff:7f00:1]/', '[::ffff:7f00:1]'],
    ['HTTPS://EVIL.EXAMPLE/', 'evil.example'],
    ['https://good\uff61example\uff61com.evil.example/', 'evil.example'],
    ['https://good.example\u3002evil.example/', 'evil.example'],
    ['https://a\u200bpple.com/', 'apple.com'],
    ['https://good.example\t.evil.example/', 'evil.example'],
    ['https://accounts.google.com:pw@evil.example/', 'evil.example'],
    [`https://pay.example.com/?q=${'x'.repeat(100_000)}`, 'example.com'],
  ];
  it.each(openable)('shows and opens exactly core’s normalised href: %s', async (raw, domain) => {
    await loadUrlInspector();
    const { inspectUrl } = await import('@elicit-kit/core/url');
    const href = inspectUrl(raw).href as string;
    const { root, onOpen, user } = setup({ url: raw });
    expect(root().querySelector('[data-ek-part="domain-main"]')).toHaveTextContent(new RegExp(`^${domain.replace(/[.[\]]/g, '\\$&')}$`));
    expect(screen.getByRole('region', { name: /Full link/ }).textContent).toBe(href);
    expect(root().innerHTML).not.toMatch(/href=|src=/);
    const box = screen.queryByRole('checkbox');
    if (box) await user.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Open link' }));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(href);
  });
});

describe('UrlConsent opened (re-mounted after accept)', () => {
  it('starts opened: no Open, nothing reported again; finish and cancel still work', async () => {
    const { root, onRespond, onOpen, onFinished, user } = setup({ opened: true });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'opened'));
    expect(screen.queryByRole('button', { name: 'Open link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(root()).toHaveAttribute('data-state', 'finished');
    expect(onRespond).not.toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
