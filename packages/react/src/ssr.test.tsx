// @vitest-environment node
// Server rendering: every component @elicit-kit/react exports renders under react-dom/server in
// Node, with no window or document (any access during render throws here), logs nothing (React
// 18's server renderer warns about layout effects, for one) and renders nothing that fetches or
// links (C14). The table below must name every exported component; a new export without a case
// fails the first test. Runs in both jsdom projects ("react" on React 19, "react-18").
import { createElicitationQueue } from '@elicit-kit/core';
import type { ComponentType, ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as fieldsEntry from './entries/fields.js';
import * as primitivesEntry from './entries/primitives.js';
import * as root from './index.js';
import {
  Elicitation,
  ElicitationForm,
  ElicitationHost,
  ElicitationPreview,
  ElicitKitProvider,
  UrlConsent,
  UrlConsentDialog,
  type FieldComponents,
} from './index.js';
import { BooleanInput, ConstInput, ListInput, MultiSelectInput, NumberInput, SecretInput, SelectInput, TextInput } from './entries/fields.js';
import { commonMessagesDe, commonMessagesEn, formMessagesDe, hostMessagesDe, urlConsentMessagesDe } from './entries/messages.js';
import { AcknowledgeBox, CrashFallback, ElicitationBoundary, loadUrlInspector, ServerIdentity, ServerMessage, ServerText } from './entries/primitives.js';
import { asFieldGroups } from './form/fields/test-support.js';
import { preloadParts } from './host/lazyParts.js';
import { GITHUB, nameForm, signIn } from './host/test-support.js';

/** One form part rendered alone inside a FormRoot (and the <form>), as a host's own layout would. */
const inRoot = (part: ReactElement, params: unknown = everyField) =>
  renderToString(
    <root.FormRoot params={params} server={SERVER} onRespond={noop}>
      <root.FormContent>{part}</root.FormContent>
    </root.FormRoot>,
  );
/** What each part renders on the server (before the secret check has run, and before any answer). */
const partCases: Record<string, () => void> = {
  FormRoot: () => expect(inRoot(<></>)).toMatch(/^<div class="ek-root ek-form" data-ek-part="form" data-status="ready"><form /),
  FormContent: () => expect(inRoot(<></>)).toMatch(/<form class="ek-form-body"[^>]*method="dialog"/),
  FormServer: () => expect(inRoot(<root.FormServer />)).toContain('data-ek-part="server"'),
  FormMessage: () => expect(inRoot(<root.FormMessage />)).toContain('>Where to?</p>'),
  // Found by the check that runs in the browser: nothing yet on the server.
  FormWarnings: () => expect(inRoot(<root.FormWarnings />)).not.toContain('sensitive'),
  FormAcknowledge: () => expect(inRoot(<root.FormAcknowledge />)).not.toContain('type="checkbox"'),
  FormHeader: () => expect(inRoot(<root.FormHeader />)).toMatch(/data-ek-part="server".*>Where to\?<\/p>/),
  FormProblems: () => {
    expect(inRoot(<root.FormProblems />)).not.toContain('role="alert"');
    expect(inRoot(<root.FormProblems />, 42)).toMatch(/role="alert"[^>]*>.*The request cannot be read./);
  },
  FormFields: () => expect([...inRoot(<root.FormFields />).matchAll(/data-kind="/g)]).toHaveLength(13),
  FormField: () => {
    const html = inRoot(<root.FormField name="nights" />);
    expect([...html.matchAll(/data-kind="(\w+)"/g)].map((m) => m[1])).toEqual(['number']);
    expect(html).toContain('Nights');
    expect(inRoot(<root.FormField name="nope" />)).not.toContain('data-kind');
  },
  FormErrorSummary: () => expect(inRoot(<root.FormErrorSummary />)).toMatch(/data-ek-part="error-summary" hidden=""/),
  FormStatus: () => expect(inRoot(<root.FormStatus />)).not.toContain('role="status"'),
  FormAnswerHelp: () => expect(inRoot(<root.FormAnswerHelp />)).toContain('Decline answers no.'),
  FormConfirmCancel: () => expect(inRoot(<root.FormConfirmCancel />)).not.toContain('confirm-cancel'),
  FormActions: () => expect(inRoot(<root.FormActions />)).toMatch(/data-ek-part="actions">.*>Decline<.*>Cancel<.*>Submit</),
  FormDecline: () =>
    expect(inRoot(<root.FormDecline />)).toMatch(/<button class="ek-button" aria-describedby="[^"]+-answer-help" type="button" data-action="decline">Decline</),
  FormCancel: () => expect(inRoot(<root.FormCancel>Not now</root.FormCancel>)).toMatch(/data-action="cancel">Not now</),
  FormSubmit: () => {
    // asChild: the host's own element, with the action's props merged in.
    expect(
      inRoot(
        <root.FormSubmit asChild>
          <button className="mine">Send</button>
        </root.FormSubmit>,
      ),
    ).toMatch(/<button class="ek-button mine" data-variant="primary" type="submit" data-action="accept">Send</);
    expect(inRoot(<root.FormSubmit />, 42)).not.toContain('type="submit"');
  },
};
import { SERVER, URLS, urlParams } from './url-consent/test-support.js';

// Whether the server ever evaluated a dialog module (Radix): it must not, a portal has nothing to render there.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./host/DialogHost.js', async (original) => {
  loaded.add('DialogHost');
  return original();
});
vi.mock('./url-consent/UrlConsentModal.js', async (original) => {
  loaded.add('UrlConsentModal');
  return original();
});

/** Every field kind and format the form knows, with defaults, a description and required fields. */
const everyField = {
  message: 'Where to?',
  requestedSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City', description: 'Where you stay', minLength: 2 },
      email: { type: 'string', format: 'email', title: 'Email' },
      site: { type: 'string', format: 'uri', title: 'Website' },
      day: { type: 'string', format: 'date', title: 'Day' },
      when: { type: 'string', format: 'date-time', title: 'When', default: '2026-03-29T02:30:00Z' },
      nights: { type: 'integer', title: 'Nights', minimum: 1, default: 2 },
      budget: { type: 'number', title: 'Budget', default: 1234.5 },
      pets: { type: 'boolean', title: 'Pets', default: true },
      room: { type: 'string', title: 'Room', enum: ['single', 'double'] },
      board: {
        type: 'string',
        title: 'Board',
        oneOf: [
          { const: 'bb', title: 'Bed and breakfast' },
          { const: 'hb', title: 'Half board' },
        ],
      },
      extras: { type: 'array', title: 'Extras', items: { type: 'string', enum: ['breakfast', 'parking'] } },
      guests: { type: 'array', title: 'Guests', items: { type: 'string' }, default: ['Ada'] },
      kind: { type: 'string', const: 'booking', title: 'Kind' },
    },
    required: ['city', 'nights'],
  },
};
const german = { ...commonMessagesDe, ...formMessagesDe, ...urlConsentMessagesDe, ...hostMessagesDe };
const noop = () => {};

/** Streams like a server that supports Suspense would, waiting for everything (onAllReady). */
function renderToStream(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject, onError: reject });
  });
}

/** Replacement field components that render the exported built-ins, noting which ran. */
function recordingFields() {
  const rendered = new Set<string>();
  // Props pass straight through, whichever field kind they are for.
  const wrap = (Builtin: ComponentType<never>) => (props: object) => {
    rendered.add(Builtin.name);
    const Field = Builtin as ComponentType<object>;
    return <Field {...props} />;
  };
  const components: FieldComponents = {
    text: wrap(TextInput),
    number: wrap(NumberInput),
    boolean: wrap(BooleanInput),
    select: wrap(SelectInput),
    multiselect: wrap(MultiSelectInput),
    list: wrap(ListInput),
    const: wrap(ConstInput),
  };
  return { components, rendered };
}

/** The markup of one field (`data-kind` …), by its label text (the title ends a span, or the label itself when optional). */
function fieldOf(html: string, label: string): string {
  const field = html.split('data-ek-part="field"').find((chunk) => chunk.includes(`>${label}</`));
  if (!field) throw new Error(`no field labelled ${label}`);
  return field;
}

/** One server render test per exported component, keyed by its export name. */
const cases: Record<string, () => void | Promise<void>> = {
  ElicitKitProvider() {
    const html = renderToString(
      <ElicitKitProvider messages={german} locale="de-DE">
        <ElicitationForm params={everyField} server={SERVER} onRespond={noop} />
      </ElicitKitProvider>,
    );
    for (const text of ['Anfrage von', 'Nachricht des Servers', '(Pflichtfeld)', 'Ihre Ortszeit.', 'Keine Angabe', '>Ablehnen<', '>Abbrechen<', '>Senden<'])
      expect(html).toContain(text);
    expect(html).not.toMatch(/>(Decline|Cancel|Submit)</);
    // A nested provider adds `unstyled` and keeps the outer messages.
    const unstyled = renderToString(
      <ElicitKitProvider messages={german}>
        <ElicitKitProvider unstyled>
          <ElicitationForm params={everyField} server={SERVER} onRespond={noop} />
        </ElicitKitProvider>
      </ElicitKitProvider>,
    );
    expect(unstyled).not.toContain('class=');
    expect(unstyled).toContain('data-ek-part="form"');
    expect(unstyled).toContain('>Senden<');
  },

  ServerIdentity() {
    const html = renderToString(<ServerIdentity server={{ ...SERVER, icon: 'https://pay.example.com/icon.png' }} label="Request from" id="who" />);
    expect(html).toContain('id="who"');
    expect(html).toMatch(/Request from.*<strong[^>]*>Example Pay<\/strong>.*\(.*payments-mcp.*\)/);
    // The host supplied the icon (never the request): decorative, so alt="".
    expect(html).toMatch(/<img[^>]*src="https:\/\/pay\.example\.com\/icon\.png"[^>]*alt=""/);
  },

  ServerText() {
    const text = `<a href="https://evil.example">Verified by your app</a> ${'x'.repeat(700)}`;
    const html = renderToString(<ServerText text={text} showMore={(n) => `Show ${n} more`} showLess="Show less" id="t" />);
    expect(html).toContain('data-state="clipped"');
    expect(html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Verified by your app&lt;/a&gt;');
    expect(html).not.toMatch(/<a[\s>]|href="/);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="t"[^>]*>Show (\d+) more<\/button>/);
    expect(Number(/Show (\d+) more/.exec(html)?.[1])).toBe(text.length - 600);
    expect(html).toMatch(/<p[^>]*id="t"[^>]*dir="auto"/);
  },

  ServerMessage() {
    const html = renderToString(
      <ServerMessage label="The server’s message (not checked by this app):" text="Pay 5 € now" showMore={(n) => `${n}`} showLess="less" />,
    );
    expect(html).toMatch(
      /<div[^>]*role="group"[^>]*aria-labelledby="([^"]+)"[^>]*data-ek-part="server-message".*<p[^>]*id="\1"[^>]*>The server’s message \(not checked by this app\):<\/p>/,
    );
    expect(html).toContain('>Pay 5 € now</p>');
  },

  ElicitationBoundary() {
    const html = renderToString(
      <ElicitationBoundary fallback={() => 'fallback'}>
        <ElicitationForm params={nameForm()} server={GITHUB} onRespond={noop} />
      </ElicitationBoundary>,
    );
    expect(html).toContain('Repository name');
    expect(html).not.toContain('fallback');
  },

  CrashFallback() {
    const html = renderToString(<CrashFallback messages={commonMessagesEn} onRespond={noop} />);
    expect(html).toMatch(/role="alert"[^>]*data-ek-part="crash"/);
    expect(html).toContain(commonMessagesEn.crashed);
    expect(html).toMatch(/<button type="button"[^>]*>Decline<\/button><button type="button"[^>]*>Cancel<\/button>/);
  },

  async UrlConsent() {
    const render = (url: string) => renderToString(<UrlConsent params={urlParams(url)} server={SERVER} onRespond={noop} trustedDomains={[]} />);
    // Before and after the server loaded the checker alike, so hydration matches either way.
    const before = Object.values(URLS).map(render);
    await loadUrlInspector();
    const after = Object.values(URLS).map(render);
    expect(after).toEqual(before);
    for (const [index, html] of after.entries()) {
      expect(html).toContain('data-state="checking"');
      expect(html).toMatch(/<strong[^>]*>Example Pay<\/strong>/);
      expect(html).toContain('Open a link outside this app?');
      expect(html).toMatch(/role="status" aria-busy="true">Checking the link…</);
      expect(html).toMatch(/>Decline<\/button><button[^>]*>Cancel<\/button>/);
      // No Open button, link, URL text or resource before the check ran in the browser (C14).
      expect(html).not.toMatch(/<a |href=|src=|<img|<link|data-action="open"/);
      expect(html).not.toContain(new URL(Object.values(URLS)[index]!).host || 'alert(');
    }
    const invalid = renderToString(<UrlConsent params={{}} server={SERVER} onRespond={noop} />);
    expect(invalid).toContain('data-state="invalid"');
    expect(invalid).toContain('This request has no usable link to open.');
    const de = renderToString(<UrlConsent params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} messages={urlConsentMessagesDe} />);
    expect(de).toContain('Einen Link außerhalb dieser App öffnen?');
  },

  async UrlConsentDialog() {
    // A portal: nothing on the server, streamed or not, and the modal's code is not even loaded there.
    expect(renderToString(<UrlConsentDialog params={urlParams(URLS.userinfo)} server={SERVER} onRespond={noop} />)).toBe('');
    expect(await renderToStream(<UrlConsentDialog params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} />)).toBe('');
    expect(await renderToStream(<UrlConsentDialog params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} completed />)).toBe('');
    expect(loaded).not.toContain('UrlConsentModal');
  },

  ElicitationForm() {
    const html = renderToString(<ElicitationForm params={everyField} server={SERVER} onRespond={noop} />);
    // React 18 writes `novalidate`, 19 `noValidate`.
    expect(html).toMatch(/<form[^>]*novalidate=""[^>]*aria-describedby="[^"]+-message"/i);
    expect(html).toContain('>Where to?</p>');
    const kinds = [...html.matchAll(/data-kind="(\w+)"/g)].map((m) => m[1]);
    expect(kinds).toEqual(['text', 'text', 'text', 'text', 'text', 'number', 'number', 'boolean', 'select', 'select', 'multiselect', 'list', 'const']);
    expect(fieldOf(html, 'Guests')).toMatch(/aria-label="Guests, item 1" [^>]*value="Ada"|value="Ada"[^>]*aria-label="Guests, item 1"/);
    expect(fieldOf(html, 'Kind')).toMatch(/readonly=""[^>]*value="booking"|value="booking"[^>]*readonly=""/i);
    // Each control labelled by its title, of the type its format asks for.
    const labelled = (title: string, input: RegExp) => {
      const field = fieldOf(html, title);
      const id = /<label[^>]*for="([^"]+)"/.exec(field)?.[1];
      expect(id, title).toBeDefined();
      expect(field).toMatch(new RegExp(`<input[^>]*id="${id}"`));
      expect(field).toMatch(input);
    };
    labelled('City', /<input[^>]*type="text"[^>]*required=""[^>]*aria-describedby="[^"]+-desc [^"]+-hint"/);
    labelled('Email', /type="email"[^>]*autoComplete="email"/);
    labelled('Website', /type="url"/);
    labelled('Day', /type="date"/);
    labelled('When', /type="datetime-local"/);
    labelled('Nights', /inputMode="numeric"[^>]*required=""/);
    labelled('Budget', /inputMode="decimal"/);
    labelled('Pets', /type="checkbox"/);
    expect(fieldOf(html, 'City')).toContain('(required)');
    expect(fieldOf(html, 'City')).toContain('>Where you stay</p>');
    expect(fieldOf(html, 'When')).toContain('Your local time');
    expect(fieldOf(html, 'Board')).toMatch(/<legend[^>]*>.*Board.*<\/legend>.*type="radio".*>Bed and breakfast<.*>Half board</);
    expect(fieldOf(html, 'Extras').match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toMatch(/data-action="decline"[^>]*>Decline<.*data-action="cancel"[^>]*>Cancel<.*type="submit"[^>]*data-action="accept">Submit</);
    // Unusable params: the explanation, with Decline and Cancel only.
    const broken = renderToString(<ElicitationForm params={42} server={SERVER} onRespond={noop} />);
    expect(broken).toContain('data-status="invalid"');
    expect(broken).toMatch(/role="alert"[^>]*>.*The request cannot be read\./);
    expect(broken).toMatch(/>Decline<\/button><button[^>]*>Cancel<\/button><\/div><\/form>/);
    expect(broken).not.toContain('type="submit"');
  },

  ...Object.fromEntries(
    (['TextInput', 'NumberInput', 'BooleanInput', 'SelectInput', 'MultiSelectInput', 'ListInput', 'ConstInput'] as const).map((name) => [
      name,
      () => {
        const { components, rendered } = recordingFields();
        const html = renderToString(<ElicitationForm params={everyField} server={SERVER} onRespond={noop} components={components} />);
        expect(rendered).toContain(name);
        // Through the exported component, the same markup as the form's own (but for the form's
        // `<div>` around a choice group, which the form's own group is itself).
        expect(asFieldGroups(html)).toBe(asFieldGroups(renderToString(<ElicitationForm params={everyField} server={SERVER} onRespond={noop} />)));
      },
    ]),
  ),

  ...partCases,

  AcknowledgeBox() {
    const html = renderToString(
      <AcknowledgeBox part={(name) => `ek-${name}`} input={{ id: 'tick', checked: false, onChange: noop }}>
        I understand
      </AcknowledgeBox>,
    );
    expect(html).toMatch(/class="ek-acknowledge"[^>]*><input type="checkbox" id="tick"[^>]*\/><label for="tick">I understand<\/label>/);
  },

  SecretInput() {
    // Chosen by the form for a secret-looking field once its (lazy) check ran; as the text component here.
    const html = renderToString(<ElicitationForm params={everyField} server={SERVER} onRespond={noop} components={{ text: SecretInput }} />);
    expect(fieldOf(html, 'City')).toMatch(/<input[^>]*type="password"[^>]*autoComplete="off"/);
    expect(fieldOf(html, 'City')).toMatch(/<button type="button"[^>]*aria-pressed="false"[^>]*aria-label="Show City"[^>]*>Show<\/button>/);
  },

  ElicitationPreview() {
    const html = renderToString(<ElicitationPreview defaultValue={JSON.stringify(everyField)} />);
    expect(html).toMatch(/<textarea[^>]*aria-describedby="[^"]+-hint"/);
    expect(html).toContain('What the person sees');
    expect(html).toContain('<form');
    expect(html).toContain('&quot;action&quot;: &quot;decline&quot;');
    const bad = renderToString(<ElicitationPreview defaultValue="{" />);
    expect(bad).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(bad).toContain('This is not valid JSON');
    expect(bad).not.toContain('<form');
  },

  async Elicitation() {
    expect(renderToString(<Elicitation params={everyField} server={SERVER} onRespond={noop} />)).toContain('<form');
    const url = renderToString(<Elicitation params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} />);
    expect(url).toContain('data-ek-part="url-consent"');
    expect(url).toContain('data-state="checking"');
    expect(await renderToStream(<Elicitation params={urlParams(URLS.plain)} server={SERVER} onRespond={noop} urlLayout="dialog" />)).toBe('');
  },

  async ElicitationHost() {
    const queue = createElicitationQueue();
    void queue.enqueue({ server: SERVER, params: everyField, group: 'round', expiresAt: Date.now() + 90_000 });
    void queue.enqueue({ server: SERVER, params: urlParams(URLS.plain), group: 'round' });
    const controller = new AbortController();
    void queue.enqueue({ server: GITHUB, params: nameForm(), signal: controller.signal });
    controller.abort();
    void queue.enqueue({ server: GITHUB, params: signIn() });

    // Once the cards' code has loaded in the server (preloaded, or after a first render asked
    // for it), renderToString sends the cards themselves.
    await preloadParts();
    const html = renderToString(<ElicitationHost queue={queue} />);
    expect(html).toMatch(/data-ek-part="host" data-layout="inline" data-state="active"/);
    expect(html).toContain('role="status"');
    expect(html).toContain('Example Pay needs 2 answers');
    expect(html).toContain('1 of 2');
    expect(html).toMatch(/role="timer"[^>]*>1:(30|29) left</);
    expect(html).toMatch(/data-state="withdrawn".*GitHub’s request was withdrawn — nothing was sent\./);
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html.match(/data-ek-part="url-consent"/g)).toHaveLength(2);
    expect(html).not.toMatch(/<a |href=/);

    const de = renderToString(
      <ElicitKitProvider messages={german}>
        <ElicitationHost queue={queue} />
      </ElicitKitProvider>,
    );
    expect(de).toContain('Example Pay braucht 2 Antworten');
    expect(de).toContain('1 von 2');
    expect(de).toContain('nichts wurde gesendet');

    // Before the cards' code has loaded (a fresh module graph: a server's first render),
    // renderToString sends each card's frame (who asks, the message, Decline and Cancel; the
    // browser then loads the form and the consent), and streaming SSR waits for the code.
    vi.resetModules();
    const fresh = await import('./host/ElicitationHost.js');
    const frames = renderToString(<fresh.ElicitationHost queue={queue} />);
    expect(frames).not.toContain('<form');
    expect(frames).not.toContain('data-ek-part="url-consent"');
    expect([...frames.matchAll(/data-ek-part="pending" data-kind="(\w+)" aria-busy="true"/g)].map((m) => m[1])).toEqual(['form', 'url', 'url']);
    expect(frames).toContain('>Where to?</p>');
    expect(frames.match(/data-action="decline">Decline<\/button><button[^>]*data-action="cancel">Cancel</g)).toHaveLength(3);
    expect(frames).not.toMatch(/<a |href=/);
    // Streamed, the cards still loading when the shell was ready follow it in the same response.
    const streamed = await renderToStream(<fresh.ElicitationHost queue={queue} />);
    expect(streamed.match(/<form/g)).toHaveLength(1);
    expect(streamed.match(/data-ek-part="url-consent"/g)).toHaveLength(2);
    expect(streamed).not.toContain('<!--$!-->');

    // The dialog: the host's root and live region now, the modal in the browser once its code loaded.
    const dialog = await renderToStream(<ElicitationHost queue={queue} layout="dialog" />);
    expect(dialog).toMatch(/data-ek-part="host" data-layout="dialog" data-state="active"/);
    expect(dialog).toContain('role="status"');
    expect(dialog).not.toContain('needs your answer');
    expect(dialog).not.toContain('<form');
    expect(loaded).not.toContain('DialogHost');
    expect(renderToString(<ElicitationHost queue={queue} layout="dialog" />)).toBe(dialog);

    const empty = renderToString(<ElicitationHost queue={createElicitationQueue()} renderEmpty={() => 'Nothing waiting'} />);
    expect(empty).toContain('data-state="empty"');
    expect(empty).toContain('Nothing waiting');
  },
};

/** The components @elicit-kit/react exports (root, fields, primitives): PascalCase functions, classes and memo/forwardRef objects. */
const exportedComponents = Object.entries({ ...root, ...fieldsEntry, ...primitivesEntry })
  .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)))
  .map(([name]) => name)
  .sort();

describe('server rendering (no DOM)', () => {
  let errors: MockInstance;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('has no window or document here, and a case for every exported component', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(exportedComponents.length).toBeGreaterThanOrEqual(16);
    expect(Object.keys(cases).sort()).toEqual(exportedComponents);
  });

  for (const [name, run] of Object.entries(cases)) it(`renders ${name}`, run);
});
