// The URL consent's state machine, without React: each transition, and each event that must do nothing.
import { inspectUrl } from '@elicit-kit/core/url';
import { describe, expect, it } from 'vitest';
import { URLS } from '../test-support.js';
import {
  deriveUrlConsent,
  initialUrlConsent,
  isAcknowledged,
  reduceUrlConsent,
  type UrlConsentEvent,
  type UrlConsentFacts,
  type UrlConsentMachine,
} from './urlConsentMachine.js';

function facts(url: string | undefined, more: Partial<UrlConsentFacts> = {}): UrlConsentFacts {
  return {
    url,
    message: 'Sign in',
    report: url === undefined ? undefined : inspectUrl(url),
    completed: false,
    armedAtOnce: false,
    stillWaiting: false,
    checking: false,
    ...more,
  };
}

/** Runs events in order, each against the facts given (or the last ones). */
function run(events: Array<UrlConsentEvent | [UrlConsentEvent, UrlConsentFacts]>, start: UrlConsentFacts, machine: UrlConsentMachine = initialUrlConsent()) {
  let now = start;
  for (const step of events) {
    const [event, next] = Array.isArray(step) ? step : [step, now];
    now = next;
    machine = reduceUrlConsent(machine, event, now);
  }
  return { machine, facts: now, view: deriveUrlConsent(machine, now) };
}

const plain = facts(URLS.plain);
const href = plain.report?.href as string;

describe('deriveUrlConsent: states from the facts', () => {
  it('checking without a report, invalid without a url, blocked for javascript:, ready for https', () => {
    expect(deriveUrlConsent(initialUrlConsent(), { ...plain, report: undefined }).state).toBe('checking');
    expect(deriveUrlConsent(initialUrlConsent(), facts(undefined)).state).toBe('invalid');
    expect(deriveUrlConsent(initialUrlConsent(), facts(URLS.javascript)).state).toBe('blocked');
    expect(deriveUrlConsent(initialUrlConsent(), plain).state).toBe('ready');
    expect(deriveUrlConsent(initialUrlConsent(), { ...plain, completed: true }).state).toBe('completed');
  });

  it('a strong warning asks for the acknowledgement; a weak one does not', () => {
    expect(deriveUrlConsent(initialUrlConsent(), facts(URLS.userinfo))).toMatchObject({ gate: 'acknowledge', strongWarnings: ['userinfo'] });
    expect(deriveUrlConsent(initialUrlConsent(), facts(URLS.http))).toMatchObject({ gate: 'none', strongWarnings: [] });
  });

  it('started opened (re-mounted after accept): waits for the checker, then is opened', () => {
    const opened = initialUrlConsent({ opened: true });
    expect(deriveUrlConsent(opened, { ...plain, report: undefined }).state).toBe('checking');
    expect(deriveUrlConsent(opened, plain).state).toBe('opened');
  });
});

describe('reduceUrlConsent: Open', () => {
  it('does nothing until armed, then opens once: a second Open returns the same machine', () => {
    const shown = run([{ type: 'show', href }], plain);
    expect(shown.view.canOpen).toBe(false);
    expect(reduceUrlConsent(shown.machine, { type: 'open' }, plain)).toBe(shown.machine);
    const armed = run([{ type: 'arm', href }], plain, shown.machine);
    expect(armed.view.canOpen).toBe(true);
    const opened = run([{ type: 'open' }], plain, armed.machine);
    expect(opened.view.state).toBe('opened');
    expect(opened.machine.action).toBe('accept');
    expect(reduceUrlConsent(opened.machine, { type: 'open' }, plain)).toBe(opened.machine);
    expect(reduceUrlConsent(opened.machine, { type: 'decline' }, plain)).toBe(opened.machine);
  });

  it('is armed at once when the delay is off', () => {
    expect(run([{ type: 'show', href }, { type: 'open' }], { ...plain, armedAtOnce: true }).view.state).toBe('opened');
  });

  it('behind a strong warning needs the tick for the link shown; another link starts unticked and unarmed (A → B → A)', () => {
    const a = facts(URLS.userinfo, { armedAtOnce: true });
    const aHref = a.report?.href as string;
    const ticked = run([{ type: 'show', href: aHref }, { type: 'open' }], a);
    expect(ticked.view.state).toBe('ready');
    const acknowledged = run([{ type: 'acknowledge', href: aHref, value: true }], a, ticked.machine);
    expect(isAcknowledged(acknowledged.machine, a)).toBe(true);
    const b = facts(URLS.lookalike, { armedAtOnce: true });
    const away = run([{ type: 'show', href: b.report?.href }], b, acknowledged.machine);
    const back = run([{ type: 'show', href: aHref }], a, away.machine);
    expect(isAcknowledged(back.machine, a)).toBe(false);
    // A tick sent for the link no longer shown changes nothing.
    expect(reduceUrlConsent(back.machine, { type: 'acknowledge', href: b.report?.href, value: true }, a)).toBe(back.machine);
  });

  it('an arm for a link no longer shown does not arm the new one', () => {
    const other = facts('https://other.example/');
    const moved = run(
      [
        { type: 'show', href },
        { type: 'show', href: other.report?.href },
      ],
      other,
    );
    expect(reduceUrlConsent(moved.machine, { type: 'arm', href }, other)).toBe(moved.machine);
  });

  it('keeps showing what was opened when the facts change afterwards', () => {
    const opened = run([{ type: 'show', href }, { type: 'open' }], { ...plain, armedAtOnce: true });
    const later = deriveUrlConsent(opened.machine, facts('https://evil.example/other'));
    expect(later.report?.href).toBe(href);
    expect(later.domain).toBe('example.com');
  });
});

describe('reduceUrlConsent: answers', () => {
  it('Decline and Cancel answer once before opening; never for a completed consent', () => {
    expect(run([{ type: 'decline' }, { type: 'cancel' }], plain)).toMatchObject({ view: { state: 'declined' }, machine: { action: 'decline' } });
    expect(run([{ type: 'cancel' }, { type: 'decline' }], facts(undefined))).toMatchObject({ view: { state: 'cancelled' }, machine: { action: 'cancel' } });
    const completed = { ...plain, completed: true };
    expect(reduceUrlConsent(initialUrlConsent(), { type: 'decline' }, completed)).toEqual(initialUrlConsent());
  });

  it('after Open: Cancel abandons, Finish finishes, each once; neither before Open', () => {
    const start = { ...plain, armedAtOnce: true };
    expect(reduceUrlConsent(initialUrlConsent(), { type: 'finish' }, start)).toEqual(initialUrlConsent());
    const opened = run([{ type: 'show', href }, { type: 'open' }], start).machine;
    const abandoned = run([{ type: 'cancel' }], start, opened);
    expect(abandoned).toMatchObject({ view: { state: 'abandoned' }, machine: { action: 'accept' } });
    expect(reduceUrlConsent(abandoned.machine, { type: 'finish' }, start)).toBe(abandoned.machine);
    const finished = run([{ type: 'finish' }], start, opened);
    expect(finished.view.state).toBe('finished');
    expect(reduceUrlConsent(finished.machine, { type: 'cancel' }, start)).toBe(finished.machine);
  });

  it('checking with the server after Finish: confirming, Cancel still abandons (once), Finish does nothing', () => {
    const start = { ...plain, armedAtOnce: true };
    const opened = run([{ type: 'show', href }, { type: 'open' }], start).machine;
    const finished = run([{ type: 'finish' }], start, opened).machine;
    const checking = { ...start, checking: true };
    expect(deriveUrlConsent(finished, checking).state).toBe('confirming');
    // Re-mounted as opened while the host checks: confirming too.
    expect(deriveUrlConsent(initialUrlConsent({ opened: true }), checking).state).toBe('confirming');
    expect(reduceUrlConsent(finished, { type: 'finish' }, checking)).toBe(finished);
    const abandoned = run([{ type: 'cancel' }], checking, finished);
    expect(abandoned).toMatchObject({ view: { state: 'abandoned' }, machine: { action: 'accept' } });
    expect(reduceUrlConsent(abandoned.machine, { type: 'cancel' }, checking)).toBe(abandoned.machine);
    // The checking fact never turns an unanswered or refused consent into one.
    expect(deriveUrlConsent(initialUrlConsent(), checking).state).toBe('ready');
    expect(deriveUrlConsent(run([{ type: 'decline' }], start).machine, checking).state).toBe('declined');
  });

  it('asked again for a link already opened: Finish answers accept without Open, once armed (and ticked)', () => {
    const again = { ...plain, stillWaiting: true };
    const shown = run([{ type: 'show', href }], again);
    expect(reduceUrlConsent(shown.machine, { type: 'finish' }, again)).toBe(shown.machine);
    const finished = run([{ type: 'arm', href }, { type: 'finish' }], again, shown.machine);
    expect(finished).toMatchObject({ view: { state: 'finished' }, machine: { action: 'accept' } });
    // Without stillWaiting, Finish before Open does nothing.
    expect(reduceUrlConsent(run([{ type: 'arm', href }], plain, shown.machine).machine, { type: 'finish' }, plain).phase).toBe('deciding');
  });

  it('records a blocked pop-up only after opening, once', () => {
    expect(reduceUrlConsent(initialUrlConsent(), { type: 'popup-blocked' }, plain)).toEqual(initialUrlConsent());
    const opened = run([{ type: 'show', href }, { type: 'open' }, { type: 'popup-blocked' }], { ...plain, armedAtOnce: true }).machine;
    expect(opened.popupBlocked).toBe(true);
    expect(reduceUrlConsent(opened, { type: 'popup-blocked' }, plain)).toBe(opened);
  });
});
