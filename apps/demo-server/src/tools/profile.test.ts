import { describe, expect, it } from 'vitest';
import { textOf, useDemoServer } from '../test-support/demo-fixture.js';
import { PROFILE_FORM } from './profile.js';

const demo = useDemoServer();

const EVERY_FIELD = {
  fullName: 'Ada King',
  email: 'ada@analytical.example',
  website: 'https://analytical.example/notes',
  birthday: '1815-12-10',
  availableFrom: '2027-01-04T08:30:00Z',
  bio: 'Wrote the first program.',
  height: 1.62,
  age: 36,
  newsletter: false,
  pronouns: 'she/her',
  country: 'GB',
  theme: 'dark',
  languages: ['English', 'French'],
  topics: ['maths', 'poetry', 'music'],
};

describe('profile', () => {
  it('sends every field kind with its default through the SDK unchanged', async () => {
    const bound = await demo.connect('modern');
    const person = demo.person(bound, () => ({ action: 'cancel' }));

    await demo.call(bound, 'profile');

    const schema = (person.seen[0]?.params as { requestedSchema: typeof PROFILE_FORM }).requestedSchema;
    expect(schema).toEqual(PROFILE_FORM);
    const kinds = Object.values(schema.properties).map((field) => {
      const f = field as Record<string, unknown>;
      return [
        f.type,
        f.format ??
          (f.oneOf
            ? 'oneOf'
            : f.enumNames
              ? 'enumNames'
              : f.enum
                ? 'enum'
                : (f.items as { anyOf?: unknown } | undefined)?.anyOf
                  ? 'anyOf'
                  : f.items
                    ? 'items.enum'
                    : ''),
      ].join(':');
    });
    expect(new Set(kinds)).toEqual(
      new Set([
        'string:',
        'string:email',
        'string:uri',
        'string:date',
        'string:date-time',
        'number:',
        'integer:',
        'boolean:',
        'string:enum',
        'string:oneOf',
        'string:enumNames',
        'array:items.enum',
        'array:anyOf',
      ]),
    );
    // Defaults on all but the free-text bio.
    expect(Object.entries(schema.properties).flatMap(([name, field]) => ('default' in field ? [] : [name]))).toEqual(['bio']);
  });

  it.each(['modern', 'legacy'] as const)('saves exactly what came back (%s client)', async (era) => {
    const bound = await demo.connect(era);
    demo.person(bound, () => ({ action: 'accept', content: EVERY_FIELD }));

    const result = await demo.call(bound, 'profile');

    expect(result.structuredContent).toEqual({ status: 'saved', profile: EVERY_FIELD });
    expect(textOf(result)).toBe('Saved the profile of Ada King (14 fields).');
  });

  it('saves the required fields alone', async () => {
    const bound = await demo.connect('modern');
    const minimal = { fullName: 'Grace Hopper', email: 'grace@example.com', age: 85, country: 'FR', languages: ['English'] };
    demo.person(bound, () => ({ action: 'accept', content: minimal }));

    expect((await demo.call(bound, 'profile')).structuredContent).toEqual({ status: 'saved', profile: minimal });
  });

  it.each([
    ['decline', 'declined'],
    ['cancel', 'cancelled'],
  ] as const)('%s → %s', async (action, status) => {
    const bound = await demo.connect('modern');
    demo.person(bound, () => ({ action }));

    const result = await demo.call(bound, 'profile');

    expect(result.structuredContent).toEqual({ status });
    expect(demo.server.answers()).toEqual([{ tool: 'profile', key: 'profile', action, era: '2026-07-28' }]);
  });

  it.each(['http://localhost', 'ftp://analytical.example/notes'])(
    'refuses a website that is no web address on a domain (%s) with its reason',
    async (website) => {
      const bound = await demo.connect('modern');
      demo.person(bound, () => ({ action: 'accept', content: { ...EVERY_FIELD, website } }));

      const result = await demo.call(bound, 'profile');

      expect(result.isError).toBe(true);
      expect(result.structuredContent).toEqual({ status: 'invalid', issues: ['website: must be a web address like https://example.com'] });
      expect(textOf(result)).toContain('website: must be a web address like https://example.com');
    },
  );
});
