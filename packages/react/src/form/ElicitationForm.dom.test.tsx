// How many DOM elements the form mounts: a count, not a time, so deterministic. The schema is
// bench/react's 100-field fixture (10 × its 10 kinds of field); bench/react compares the same
// count with the bare react-hook-form floor and with rjsf in Chromium (`pnpm bench:react`;
// bench/react/fixtures/gen.mjs writes its fixture the same way: 11 kinds cycled).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';

/** The bench's 11 kinds of field, numbered `n`: text, email, uri, date, date-time, integer, boolean, enum, oneOf, multi-select, number. */
function elevenFields(n: number): Record<string, unknown> {
  return {
    [`text_${n}`]: { type: 'string', title: `Full name ${n}`, description: 'Your name as it should appear', minLength: 2, maxLength: 50 },
    [`email_${n}`]: { type: 'string', format: 'email', title: `Email ${n}`, description: 'Where we can reach you', maxLength: 100 },
    [`website_${n}`]: { type: 'string', format: 'uri', title: `Website ${n}`, description: 'Homepage URL' },
    [`birthday_${n}`]: { type: 'string', format: 'date', title: `Birthday ${n}`, description: 'YYYY-MM-DD' },
    [`meeting_${n}`]: { type: 'string', format: 'date-time', title: `Meeting time ${n}`, description: 'When to meet' },
    [`age_${n}`]: { type: 'integer', title: `Age ${n}`, description: 'Whole years', minimum: 0, maximum: 150, default: 30 },
    [`subscribe_${n}`]: { type: 'boolean', title: `Subscribe ${n}`, description: 'Receive the newsletter', default: true },
    [`plan_${n}`]: { type: 'string', title: `Plan ${n}`, description: 'Untitled single-select (enum)', enum: ['free', 'pro', 'enterprise'], default: 'free' },
    [`region_${n}`]: {
      type: 'string',
      title: `Region ${n}`,
      description: 'Titled single-select (oneOf const/title)',
      oneOf: [
        { const: 'us', title: 'United States' },
        { const: 'eu', title: 'European Union' },
        { const: 'apac', title: 'Asia-Pacific' },
      ],
    },
    [`topics_${n}`]: {
      type: 'array',
      title: `Topics ${n}`,
      description: 'Multi-select (array of enum)',
      minItems: 1,
      maxItems: 3,
      items: { type: 'string', enum: ['news', 'releases', 'security', 'events'] },
      default: ['news'],
    },
    [`rating_${n}`]: { type: 'number', title: `Rating ${n}`, description: 'From 0 to 5', minimum: 0, maximum: 5 },
  };
}

const KINDS = ['text', 'email', 'website', 'birthday', 'meeting', 'age', 'subscribe', 'plan', 'region', 'topics', 'rating'];
/** Where a key like `plan_3` comes in the cycle of kinds. */
const cycle = (key: string) => {
  const [kind = '', n = ''] = key.split('_');
  return (Number(n) - 1) * KINDS.length + KINDS.indexOf(kind);
};

describe('the DOM the form mounts', () => {
  it('stays within 670 elements for the bench’s 100 fields, with no wrapper around an option or a group', () => {
    const all = Object.entries(Object.assign({}, ...Array.from({ length: 10 }, (_, i) => elevenFields(i + 1))) as Record<string, unknown>);
    // In the cycle's order (text_1, email_1, …, rating_1, text_2, …), the first 100.
    const properties = Object.fromEntries(all.sort(([a], [b]) => cycle(a) - cycle(b)).slice(0, 100));
    const required = Object.keys(properties).filter((key) => /^(text|email|plan)_/.test(key));
    const { container } = render(
      <ElicitationForm
        params={{ mode: 'form', message: 'Benchmark', requestedSchema: { type: 'object', properties, required } }}
        server={{ name: 'bench' }}
        onRespond={() => {}}
      />,
    );
    expect(container.querySelectorAll('[data-ek-part="field"]')).toHaveLength(100);
    // 669 when this was written (696 with a <div> around each choice group, 796 with a <span>
    // around every title, 913 with a <div> around each option and each lone checkbox).
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(670);
    // A choice group is its field: no element whose only child is a group.
    for (const group of container.querySelectorAll('fieldset')) expect(group.parentElement?.matches('[data-ek-part="field"]'), group.id).toBe(false);
    // A box and its label sit directly in their group (or, a lone checkbox, in its field).
    // (Labels found once by `for`: jsdom's `input.labels` walks the whole document per call.)
    const labelFor = new Map([...container.querySelectorAll('label[for]')].map((label) => [label.getAttribute('for'), label]));
    const boxes = [...container.querySelectorAll('input[type=radio], input[type=checkbox]')];
    expect(boxes.length).toBeGreaterThan(100);
    for (const box of boxes) {
      expect(box.parentElement?.matches('fieldset, [data-ek-part="field"]'), box.id).toBe(true);
      expect(labelFor.get(box.id)?.parentElement, box.id).toBe(box.parentElement);
    }
  });
});
