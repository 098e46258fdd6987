// @vitest-environment node
// Server rendering: every component renders under react-dom/server with no window or document
// (a host may server-render its chat), and nothing it renders there touches the network (C14).
import { createElicitationQueue } from '@elicit-kit/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Elicitation } from './elicitation/Elicitation.js';
import { ElicitationForm } from './form/ElicitationForm.js';
import { ElicitationHost } from './host/ElicitationHost.js';
import { ElicitKitProvider } from './messages/ElicitKitProvider.js';
import { UrlConsent } from './url-consent/UrlConsent.js';
import { UrlConsentDialog } from './url-consent/UrlConsentDialog.js';
import { loadUrlInspector } from './url-consent/urlInspector.js';
import { SERVER, URLS, urlParams } from './url-consent/test-support.js';

const formParams = {
  message: 'Where to?',
  requestedSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City' },
      when: { type: 'string', format: 'date-time', title: 'When', default: '2026-03-29T02:30:00Z' },
      nights: { type: 'integer', title: 'Nights', minimum: 1 },
      pets: { type: 'boolean', title: 'Pets' },
      room: { type: 'string', enum: ['single', 'double'] },
      extras: { type: 'array', items: { type: 'string', enum: ['breakfast', 'parking'] } },
    },
    required: ['city'],
  },
};
const noop = () => {};

describe('server rendering (no DOM)', () => {
  it('has no window or document here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders ElicitationForm with every field kind, and its explanation for unusable params', () => {
    const html = renderToString(<ElicitationForm params={formParams} server={SERVER} onRespond={noop} />);
    expect(html).toContain('City');
    expect(html).toContain('Where to?');
    expect(renderToString(<ElicitationForm params={42} server={SERVER} onRespond={noop} />)).toContain('Decline');
    expect(renderToString(<ElicitKitProvider locale="de-DE" unstyled><ElicitationForm params={formParams} server={SERVER} onRespond={noop} /></ElicitKitProvider>)).not.toContain('class=');
  });

  it('renders UrlConsent as "checking", the same before and after the server loaded the checker (hydration matches)', async () => {
    const render = (url: string) => renderToString(<UrlConsent params={urlParams(url)} server={SERVER} onRespond={noop} trustedDomains={[]} />);
    const before = Object.values(URLS).map(render);
    await loadUrlInspector();
    const after = Object.values(URLS).map(render);
    expect(after).toEqual(before);
    for (const html of after) {
      expect(html).toContain('data-state="checking"');
      expect(html).not.toMatch(/<a |href=|<img|<link/);
    }
    expect(renderToString(<UrlConsent params={{}} server={SERVER} onRespond={noop} />)).toContain('data-state="invalid"');
  });

  it('renders UrlConsentDialog open and closed (the portal mounts on the client)', async () => {
    await loadUrlInspector();
    expect(() => renderToString(<UrlConsentDialog params={urlParams(URLS.userinfo)} server={SERVER} onRespond={noop} />)).not.toThrow();
    expect(() => renderToString(<UrlConsentDialog params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} completed />)).not.toThrow();
  });

  it('renders Elicitation for either mode', async () => {
    await loadUrlInspector();
    expect(renderToString(<Elicitation params={formParams} server={SERVER} onRespond={noop} />)).toContain('<form');
    expect(renderToString(<Elicitation params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} />)).toContain('data-ek-part="url-consent"');
    expect(() => renderToString(<Elicitation params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} urlLayout="dialog" />)).not.toThrow();
  });

  it('renders ElicitationHost inline and as a dialog: cards, group, deadline, notice and the live region', () => {
    const queue = createElicitationQueue();
    void queue.enqueue({ server: SERVER, params: formParams, group: 'round', expiresAt: Date.now() + 90_000 });
    void queue.enqueue({ server: SERVER, params: urlParams(URLS.plain), group: 'round' });
    const controller = new AbortController();
    void queue.enqueue({ server: SERVER, params: formParams, signal: controller.signal });
    controller.abort();
    const html = renderToString(<ElicitationHost queue={queue} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Example Pay needs 2 answers');
    expect(html).toContain('1 of 2');
    expect(html).toMatch(/role="timer"[^>]*>1:(30|29) left</);
    expect(html).toContain('nothing was sent');
    expect(html).toContain('<form');
    expect(() => renderToString(<ElicitationHost queue={queue} layout="dialog" />)).not.toThrow();
    expect(renderToString(<ElicitationHost queue={createElicitationQueue()} renderEmpty={() => 'Nothing waiting'} />)).toContain('Nothing waiting');
  });
});
