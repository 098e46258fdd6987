/**
 * Inputs for the speed benchmark: the two `requestedSchema`s, values that fill each
 * of them validly, and the URLs for `inspectUrl`.
 *
 * The values are what a form holds before `validate` (the brief of `FormValues`):
 * strings from inputs, numeric strings for number inputs (an `<input type=number>`
 * yields a string, so `validate` has to coerce), booleans, string arrays. They are
 * valid, so the timings are of the accept path a person hits on submit, not of an
 * early error exit; speed.ts checks that once, outside the timing.
 */
import trigger from '@elicit-kit/test-support/fixtures/trigger-elicitation-request.json';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** server-everything's `trigger-elicitation-request` form: 13 properties, all eight variants. */
export const everythingSchema: JsonObject = trigger.params.requestedSchema as unknown as JsonObject;

export const everythingValues: Record<string, unknown> = {
  name: 'Ada Lovelace',
  check: true,
  firstLine: 'It was a dark and stormy night.',
  email: 'ada@example.com',
  homepage: 'https://example.com/ada',
  birthdate: '1815-12-10',
  integer: '42',
  number: '3.14',
  untitledSingleSelectEnum: 'Rachel',
  untitledMultipleSelectEnum: ['Guitar', 'Piano'],
  titledSingleSelectEnum: 'hero-2',
  titledMultipleSelectEnum: ['fish-1', 'fish-3'],
  legacyTitledEnum: 'pet-3',
};

/**
 * One row per kind: property schema, whether it is required, a valid value.
 * Fourteen kinds so that every spec variant (§4.2: 1 string with each of the four
 * formats and with length limits, 2 number and integer, 3 boolean, 4–6 the three
 * single selects, 7–8 the two multi-selects) appears at least seven times in 100.
 */
const KINDS: ReadonlyArray<{
  name: string;
  schema: (i: number) => JsonObject;
  required: boolean;
  value: (i: number) => unknown;
}> = [
  {
    name: 'text',
    schema: (i) => ({ type: 'string', title: `Full name ${i}`, description: 'As on your passport', minLength: 2, maxLength: 80 }),
    required: true,
    value: (i) => `Ada Lovelace ${i}`,
  },
  {
    name: 'note',
    schema: (i) => ({ type: 'string', title: `Note ${i}`, default: 'Nothing to add' }),
    required: false,
    value: (i) => `Bring the notes on the engine, part ${i} — ünïcödé ✓`,
  },
  {
    name: 'email',
    schema: (i) => ({ type: 'string', format: 'email', title: `Email ${i}`, maxLength: 120 }),
    required: true,
    value: (i) => `ada.${i}@analytical-engine.example`,
  },
  {
    name: 'site',
    schema: (i) => ({ type: 'string', format: 'uri', title: `Website ${i}` }),
    required: false,
    value: (i) => `https://example.org/people/${i}?tab=about`,
  },
  {
    name: 'born',
    schema: (i) => ({ type: 'string', format: 'date', title: `Birthday ${i}` }),
    required: false,
    value: () => '1815-12-10',
  },
  {
    name: 'meet',
    schema: (i) => ({ type: 'string', format: 'date-time', title: `Meeting ${i}` }),
    required: false,
    value: () => '2026-06-01T09:30:00+02:00',
  },
  {
    name: 'age',
    schema: (i) => ({ type: 'integer', title: `Age ${i}`, minimum: 0, maximum: 150, default: 30 }),
    required: false,
    value: () => '42',
  },
  {
    name: 'rating',
    schema: (i) => ({ type: 'number', title: `Rating ${i}`, minimum: 0, maximum: 5 }),
    required: false,
    value: () => '4.5',
  },
  {
    name: 'agree',
    schema: (i) => ({ type: 'boolean', title: `Agree ${i}`, default: false }),
    required: false,
    value: () => true,
  },
  {
    name: 'plan',
    schema: (i) => ({ type: 'string', title: `Plan ${i}`, enum: ['free', 'pro', 'team', 'enterprise'], default: 'free' }),
    required: true,
    value: () => 'team',
  },
  {
    name: 'region',
    schema: (i) => ({
      type: 'string',
      title: `Region ${i}`,
      oneOf: [
        { const: 'us', title: 'United States' },
        { const: 'eu', title: 'European Union' },
        { const: 'apac', title: 'Asia-Pacific' },
      ],
    }),
    required: false,
    value: () => 'eu',
  },
  {
    name: 'pet',
    schema: (i) => ({ type: 'string', title: `Pet ${i}`, enum: ['p1', 'p2', 'p3'], enumNames: ['Cat', 'Dog', 'Bird'] }),
    required: false,
    value: () => 'p2',
  },
  {
    name: 'topics',
    schema: (i) => ({
      type: 'array',
      title: `Topics ${i}`,
      minItems: 1,
      maxItems: 3,
      items: { type: 'string', enum: ['news', 'releases', 'security', 'events'] },
      default: ['news'],
    }),
    required: false,
    value: () => ['releases', 'security'],
  },
  {
    name: 'fish',
    schema: (i) => ({
      type: 'array',
      title: `Fish ${i}`,
      minItems: 1,
      items: {
        anyOf: [
          { const: 'f1', title: 'Tuna' },
          { const: 'f2', title: 'Salmon' },
          { const: 'f3', title: 'Trout' },
        ],
      },
    }),
    required: false,
    value: () => ['f1', 'f3'],
  },
];

/** A flat schema of `count` properties cycling through {@link KINDS}, with valid values for it. */
export function generateForm(count: number): { schema: JsonObject; values: Record<string, unknown> } {
  const properties: JsonObject = {};
  const required: string[] = [];
  const values: Record<string, unknown> = {};
  for (let n = 0; n < count; n++) {
    const kind = KINDS[n % KINDS.length]!;
    const i = Math.floor(n / KINDS.length) + 1;
    const key = `${kind.name}_${i}`;
    properties[key] = kind.schema(i);
    if (kind.required) required.push(key);
    values[key] = kind.value(i);
  }
  return { schema: { type: 'object', properties, required }, values };
}

/** Ten URL-mode targets covering the paths `inspectUrl` takes, each with a short label. */
export const URLS: ReadonlyArray<{ label: string; url: string }> = [
  { label: 'plain https', url: 'https://example.com/' },
  { label: 'http, loopback, query', url: 'http://localhost:8080/callback?code=abc123&state=xyz' },
  { label: 'IDN (Unicode host)', url: 'https://bücher.example.de/katalog?seite=2' },
  { label: 'IDN (punycode host)', url: 'https://xn--80ak6aa92e.com/login' },
  { label: 'mixed script (Cyrillic а)', url: 'https://p\u0430ypal.com/signin' },
  { label: 'userinfo look-alike', url: 'https://accounts.google.com@evil.example/signin' },
  { label: 'user:pass, port, co.uk', url: 'https://user:secret@a.b.sub.example.co.uk:8443/path#frag' },
  { label: 'IPv4 host', url: 'http://192.168.1.1/admin' },
  { label: 'hidden characters', url: 'https://example.com/\u202Efdp.exe\u200B?x=\u200Dy' },
  {
    label: 'long (~3.5 kB)',
    url: `https://very.long.subdomain.chain.example.co.jp/${'segment/'.repeat(200)}?q=${'x'.repeat(1800)}`,
  },
];
