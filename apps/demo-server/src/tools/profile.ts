/**
 * `profile`: one form holding every field kind and format of the 2026-07-28 `requestedSchema`
 * grammar at once (spec §4.2), most with a default, so a renderer shows everything it must.
 * There is no `pattern`: the grammar has none (spec §4.5), and a kit rightly flags it.
 */
import { inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { listing } from './catalog.js';
import { defineTool, finish } from './demo-tool.js';
import type { FormSchema } from './form-schema.js';
import { invalidResult, refusedResult } from './outcomes.js';
import type { Invalid, Refused } from './outcomes.js';

const COUNTRIES = { GB: 'United Kingdom', FR: 'France', DE: 'Germany', JP: 'Japan', BR: 'Brazil' } as const;
const TOPICS = { maths: 'Mathematics', engines: 'Analytical engines', poetry: 'Poetry', music: 'Music' } as const;
const PRONOUNS = ['she/her', 'he/him', 'they/them', 'prefer not to say'] as const;
const LANGUAGES = ['English', 'French', 'German', 'Italian', 'Japanese'] as const;
const THEMES = ['light', 'dark', 'system'] as const;

const titled = (options: Record<string, string>) => Object.entries(options).map(([value, label]) => ({ const: value, title: label }));
const keys = <T extends Record<string, string>>(options: T) => Object.keys(options) as [keyof T & string, ...Array<keyof T & string>];

/** The form of `profile` (key `profile`): one field of each kind. */
export const PROFILE_FORM: FormSchema = {
  type: 'object',
  properties: {
    // Strings: plain with bounds, and each of the four formats.
    fullName: { type: 'string', title: 'Full name', minLength: 2, maxLength: 80, default: 'Ada Lovelace' },
    email: { type: 'string', format: 'email', title: 'Email', description: 'Where we send receipts.', default: 'ada@example.com' },
    website: { type: 'string', format: 'uri', title: 'Website', default: 'https://example.com/ada' },
    birthday: { type: 'string', format: 'date', title: 'Birthday', default: '1815-12-10' },
    availableFrom: { type: 'string', format: 'date-time', title: 'Available from', default: '2026-12-01T09:00:00Z' },
    bio: { type: 'string', title: 'Short bio', maxLength: 160 },
    // Numbers: a bounded number and a bounded integer.
    height: { type: 'number', title: 'Height (m)', minimum: 0.5, maximum: 2.5, default: 1.65 },
    age: { type: 'integer', title: 'Age', minimum: 0, maximum: 150, default: 36 },
    // A boolean.
    newsletter: { type: 'boolean', title: 'Send me the newsletter', default: true },
    // Single selects: untitled `enum`, titled `oneOf`, and the deprecated `enumNames` form.
    pronouns: { type: 'string', title: 'Pronouns', enum: [...PRONOUNS], default: 'she/her' },
    country: { type: 'string', title: 'Country', oneOf: titled(COUNTRIES), default: 'GB' },
    theme: { type: 'string', title: 'Theme', enum: [...THEMES], enumNames: ['Light', 'Dark', 'Match the system'], default: 'system' },
    // Multi-selects: untitled `items.enum` and titled `items.anyOf`, with item bounds.
    languages: { type: 'array', title: 'Languages', minItems: 1, items: { type: 'string', enum: [...LANGUAGES] }, default: ['English'] },
    topics: { type: 'array', title: 'Topics', maxItems: 3, items: { anyOf: titled(TOPICS) }, default: ['maths', 'engines'] },
  },
  required: ['fullName', 'email', 'age', 'country', 'languages'],
};

/** The profile as the server accepts it (checked again here: content is untrusted). */
const Profile = z.object({
  fullName: z.string().min(2).max(80),
  email: z.email(),
  // A web site: http(s) with a real domain, as a real server would insist (`javascript:` parses as a URL too).
  website: z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be a web address like https://example.com' }).optional(),
  birthday: z.iso.date().optional(),
  availableFrom: z.iso.datetime({ offset: true }).optional(),
  bio: z.string().max(160).optional(),
  height: z.number().min(0.5).max(2.5).optional(),
  age: z.number().int().min(0).max(150),
  newsletter: z.boolean().optional(),
  pronouns: z.enum(PRONOUNS).optional(),
  country: z.enum(keys(COUNTRIES)),
  theme: z.enum(THEMES).optional(),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  topics: z
    .array(z.enum(keys(TOPICS)))
    .max(3)
    .optional(),
});

/** `profile`'s result: the saved profile, exactly the fields that came back. */
export type ProfileResult = { status: 'saved'; profile: z.infer<typeof Profile> } | Refused | Invalid;

export const profile = defineTool({
  ...listing('profile'),
  inputSchema: z.object({}),
  async run(_args, turn) {
    const answer = turn.answer('profile');
    if (answer === undefined) {
      return inputRequired({
        inputRequests: { profile: inputRequired.elicit({ message: 'Check and complete your profile.', requestedSchema: PROFILE_FORM }) },
      });
    }
    if (answer.action !== 'accept') return refusedResult(answer.action, 'the profile update');
    const parsed = Profile.strict().safeParse(answer.content ?? {});
    if (!parsed.success) return invalidResult('profile form', parsed.error);
    const fields = Object.keys(parsed.data).length;
    return finish<ProfileResult>(`Saved the profile of ${parsed.data.fullName} (${fields} fields).`, { status: 'saved', profile: parsed.data });
  },
});
