// Red-team checks of the form renderer in real Chromium (Vitest browser project): keyboard-only
// completion of a form with every field kind, the filter box of long lists (Enter, Escape),
// and date inputs left half-typed (the browser reports them as "", i.e. "no answer").
import '../styles.css';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { NumberField } from '@elicit-kit/core';
import { ElicitationForm } from './ElicitationForm.js';
import type { FieldProps } from './fields/index.js';
import { countSubmissions } from './protections.suite.js';

const SERVER = { name: 'acme-mcp' };
const submits = countSubmissions();
afterEach(() => cleanup());

function formParams(properties: Record<string, unknown>, required?: string[]) {
  return { mode: 'form', message: 'Please answer', requestedSchema: { type: 'object', properties, ...(required && { required }) } };
}

const COUNTRIES = Array.from({ length: 150 }, (_, i) => `Country ${String(i).padStart(3, '0')}`);
const FRUITS = Array.from({ length: 20 }, (_, i) => `Fruit ${String(i).padStart(2, '0')}`);

const EVERY_KIND = {
  name: { type: 'string', title: 'Name' },
  email: { type: 'string', title: 'Email', format: 'email' },
  site: { type: 'string', title: 'Site', format: 'uri' },
  day: { type: 'string', title: 'Day', format: 'date' },
  count: { type: 'integer', title: 'Count' },
  ratio: { type: 'number', title: 'Ratio' },
  ok: { type: 'boolean', title: 'OK' },
  color: { type: 'string', title: 'Color', enum: ['Red', 'Green', 'Blue'] },
  fruit: { type: 'string', title: 'Fruit', enum: FRUITS },
  country: { type: 'string', title: 'Country', enum: COUNTRIES },
  tags: { type: 'array', title: 'Tags', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['a', 'b', 'c', 'd'] } },
};

const active = () => document.activeElement as HTMLElement | null;
const labelOf = (el: HTMLElement | null) => (el && 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(' ') : '');

/** Presses Tab (at most `max` times) until the focused control's label contains `label`. */
async function tabUntil(label: string, max = 4, back = false) {
  for (let i = 0; i < max && !labelOf(active()).includes(label); i++) await userEvent.keyboard(back ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  expect(labelOf(active())).toContain(label);
}

describe('ElicitationForm in Chromium: keyboard only', () => {
  it('completes a form with every field kind by keyboard alone and Enter sends exactly the typed content', async () => {
    const onRespond = vi.fn();
    render(<ElicitationForm params={formParams(EVERY_KIND, ['name', 'color', 'country', 'tags'])} server={SERVER} onRespond={onRespond} />);
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    // The host puts focus on the first field; everything else is keys only.
    (document.querySelector('input') as HTMLInputElement).focus();
    expect(labelOf(active())).toContain('Name');
    await userEvent.keyboard('Ada');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('ada@example.com');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('https://example.com');
    await userEvent.keyboard('{Tab}');
    expect(labelOf(active())).toContain('Day');
    // en-US date input: month, day, year segments, each advancing on its own.
    await userEvent.keyboard('07282026');
    expect((active() as HTMLInputElement).value).toBe('2026-07-28');
    // Tab walks the date's own segments first (browser behaviour); a few presses leave it.
    await tabUntil('Count');
    await userEvent.keyboard('42{Tab}');
    await userEvent.keyboard('0.5{Tab}');
    expect(labelOf(active())).toContain('OK');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Tab}');
    // Radio group: focus lands on the first radio; arrows choose.
    expect(labelOf(active())).toBe('Red');
    await userEvent.keyboard('{ArrowDown}');
    expect(labelOf(active())).toBe('Green');
    await userEvent.keyboard('{Tab}');
    // Native drop-down (20 options): arrow keys change the value without opening it.
    expect(labelOf(active())).toContain('Fruit');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Tab}');
    // Very long list: the filter box first, then the list box.
    expect(labelOf(active())).toContain('Country');
    await userEvent.keyboard('042');
    await userEvent.keyboard('{Tab}');
    expect((active() as HTMLSelectElement).tagName).toBe('SELECT');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect((active() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Country 042');
    await userEvent.keyboard('{Tab}');
    // Multi-select: Space toggles, Tab moves.
    expect(labelOf(active())).toBe('a');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    // Back to a text field and Enter: implicit submission is the explicit Accept.
    await tabUntil('Ratio', 12, true);
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onRespond).toHaveBeenCalledOnce());
    expect(onRespond.mock.calls[0]![0]).toEqual({
      action: 'accept',
      content: {
        name: 'Ada',
        email: 'ada@example.com',
        site: 'https://example.com',
        day: '2026-07-28',
        count: 42,
        ratio: 0.5,
        ok: true,
        color: 'Green',
        fruit: 'Fruit 01',
        country: 'Country 042',
        tags: ['b', 'c'],
      },
    });
  });

  it('Enter held down (key repeat) answers once', async () => {
    const onRespond = vi.fn();
    render(<ElicitationForm params={formParams({ name: { type: 'string', default: 'x' } })} server={SERVER} onRespond={onRespond} />);
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    (document.querySelector('input') as HTMLInputElement).focus();
    await userEvent.keyboard('{Enter>5/}');
    // Answered, and nothing of the Submit is still under way that could answer again.
    await expect.element(page.getByRole('status', { name: 'Your answer was sent.' })).toHaveFocus();
    expect(submits()).toBe(1);
    expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { name: 'x' } }]]);
  });
});

describe('ElicitationForm in Chromium: the filter box of a long list', () => {
  const params = formParams({ note: { type: 'string', default: 'prefilled' }, country: { type: 'string', title: 'Country', enum: COUNTRIES } });

  it('Enter in the filter box does not submit the form (a search reflex is no Accept, C3)', async () => {
    const onRespond = vi.fn();
    render(<ElicitationForm params={params} server={SERVER} onRespond={onRespond} />);
    await page.getByLabelText(/Filter/).click();
    await userEvent.keyboard('042{Enter}');
    // Implicit submission fires `submit` inside the key press: none fired, so nothing can follow.
    expect(submits()).toBe(0);
    expect(onRespond).not.toHaveBeenCalled();
    expect(
      page
        .getByRole('status')
        .elements()
        .some((s) => s.textContent?.includes('1')),
    ).toBe(true);
  });

  it('Escape in a filter box with text clears the filter, and only a second Escape cancels', async () => {
    const onRespond = vi.fn();
    render(<ElicitationForm params={params} server={SERVER} onRespond={onRespond} />);
    const filter = page.getByLabelText(/Filter/);
    await filter.click();
    await userEvent.keyboard('042');
    await userEvent.keyboard('{Escape}');
    // Escape answers synchronously, inside the key press (cancel needs no check): none yet.
    expect(onRespond).not.toHaveBeenCalled();
    expect((filter.element() as HTMLInputElement).value).toBe('');
    const list = document.querySelector('select') as HTMLSelectElement;
    expect([...list.options].filter((o) => !o.hidden)).toHaveLength(COUNTRIES.length + 1);
    await userEvent.keyboard('{Escape}');
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});

// Lists of thousands of options run here, not in jsdom: jsdom re-runs its option selectedness
// over the whole list for each option inserted (quadratic: ~10 s for 5,000 on a loaded machine),
// while Chromium renders them at once.
describe('ElicitationForm in Chromium: very long lists', () => {
  it('makes a very long list filterable and keeps the choice', async () => {
    const onRespond = vi.fn();
    const many = Array.from({ length: 5000 }, (_, i) => `Option ${i}`);
    render(<ElicitationForm params={formParams({ big: { type: 'string', title: 'Big', enum: many } })} server={SERVER} onRespond={onRespond} />);
    await userEvent.selectOptions(page.getByRole('listbox', { name: 'Big' }), 'Option 4321');
    await userEvent.type(page.getByRole('searchbox', { name: 'Filter the choices of “Big”' }), '12');
    await expect.element(page.getByRole('status')).toHaveTextContent(/of 5,000 choices shown/);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { big: 'Option 4321' } }]]));
  });

  it('renders 300 fields and a 5,000-option enum', async () => {
    const onRespond = vi.fn();
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < 300; i++) properties[`p${i}`] = { type: 'string', title: `Field ${i}` };
    properties.huge = { type: 'string', enum: Array.from({ length: 5000 }, (_, i) => `o${i}`) };
    const { container } = render(<ElicitationForm params={formParams(properties)} server={SERVER} onRespond={onRespond} />);
    expect(container.querySelectorAll('[data-ek-part="field"]')).toHaveLength(301);
    // The benchmark types into the first <input> of the form: it must be the first field's.
    expect(container.querySelector('input')).toBe(page.getByLabelText('Field 0', { exact: true }).element());
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(onRespond.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });
});

describe('ElicitationForm in Chromium: half-typed dates are never dropped silently', () => {
  it('an optional date typed only in part is an error, not "no answer"', async () => {
    const onRespond = vi.fn();
    render(<ElicitationForm params={formParams({ day: { type: 'string', title: 'Day', format: 'date' } })} server={SERVER} onRespond={onRespond} />);
    await page.getByLabelText(/Day/).click();
    await userEvent.keyboard('07');
    expect((page.getByLabelText(/Day/).element() as HTMLInputElement).value).toBe('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByText('Enter a valid date.')).toBeVisible();
    expect(onRespond).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(page.getByLabelText(/Day/).element());
    // Focus is back on the date's first segment: typing it in full clears the error and sends it.
    await userEvent.keyboard('07282026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await vi.waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { day: '2026-07-28' } }]]));
  });

  it('a required date-time typed only in part says "invalid", and a full one is sent with an offset', async () => {
    const onRespond = vi.fn();
    render(<ElicitationForm params={formParams({ at: { type: 'string', title: 'At', format: 'date-time' } }, ['at'])} server={SERVER} onRespond={onRespond} />);
    await page.getByLabelText(/At/).click();
    await userEvent.keyboard('07282026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByText('Enter a valid date and time.')).toBeVisible();
    expect(onRespond).not.toHaveBeenCalled();
  });
});

describe("ElicitationForm in Chromium: a host's number input holding what it cannot read", () => {
  // Submit asks only the controls that can suffer from bad input; a host's component for a
  // number field may draw `type="number"`, whose "1e" the browser reports as "".
  function NativeNumber(props: FieldProps<NumberField>) {
    return (
      <label>
        {props.field.label}
        <input type="number" id={props.id} {...props.registration} aria-describedby={props.describedBy} />
        {props.help}
      </label>
    );
  }

  it('is an error ("Enter a number."), never an empty answer', async () => {
    const onRespond = vi.fn();
    render(
      <ElicitationForm
        params={formParams({ count: { type: 'number', title: 'Count' } })}
        server={SERVER}
        components={{ number: NativeNumber }}
        onRespond={onRespond}
      />,
    );
    await page.getByLabelText(/Count/).click();
    await userEvent.keyboard('1e');
    expect((page.getByLabelText(/Count/).element() as HTMLInputElement).value).toBe('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.element(page.getByText('Enter a number.')).toBeVisible();
    expect(onRespond).not.toHaveBeenCalled();
    await userEvent.keyboard('5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await vi.waitFor(() => expect(onRespond.mock.calls).toEqual([[{ action: 'accept', content: { count: 1e5 } }]]));
  });
});

describe('ElicitationForm in Chromium: the look of options (styles.css)', () => {
  // Each option's box and label are siblings on the group's two-column grid (no wrapper per
  // option): the box sits at the inline start, the label beside it after --ek-space-2 (8px),
  // both centred on one row at least 1.75rem (28px) high; a long label wraps beside its box.
  for (const dir of ['ltr', 'rtl'] as const) {
    it(`puts every box beside its label, one option per row (${dir})`, async () => {
      const long = 'A long option label that wraps onto more lines in this narrow form, as long ones do';
      const params = formParams(
        {
          ok: { type: 'boolean', title: 'Subscribe' },
          yn: { type: 'boolean', title: 'Agree' },
          color: { type: 'string', title: 'Color', enum: ['Red', 'Green', 'אדום!'] },
          pick: {
            type: 'string',
            title: 'Pick',
            oneOf: [
              { const: 'a', title: long },
              { const: 'b', title: 'B' },
            ],
          },
          tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: FRUITS.concat(COUNTRIES.slice(0, 20)) } },
        },
        ['yn'],
      );
      render(
        <div dir={dir} style={{ inlineSize: 360 }}>
          <ElicitationForm params={params} server={SERVER} onRespond={() => {}} />
        </div>,
      );
      await expect.element(page.getByRole('button', { name: 'Submit' })).toBeVisible();
      const boxes = [...document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')];
      expect(boxes.length).toBe(1 + 2 + 4 + 3 + 40); // optional choices add "No answer"
      let previousBottom = -Infinity;
      for (const box of boxes) {
        const label = box.labels![0]!;
        const b = box.getBoundingClientRect();
        const l = label.getBoundingClientRect();
        const group = box.closest('[data-ek-part="field"]')!.getBoundingClientRect();
        // At the inline start of its field, the label after an 8px gap.
        if (dir === 'ltr') {
          expect(b.left).toBeCloseTo(group.left, 0);
          expect(l.left - b.right).toBeCloseTo(8, 0);
        } else {
          expect(b.right).toBeCloseTo(group.right, 0);
          expect(b.left - l.right).toBeCloseTo(8, 0);
        }
        // Centred on one another, on a row of its own at least 28px high.
        expect((b.top + b.bottom) / 2).toBeCloseTo((l.top + l.bottom) / 2, 0);
        expect(Math.max(b.bottom + 5, l.bottom) - Math.min(b.top - 5, l.top)).toBeGreaterThanOrEqual(27.5);
        expect(Math.min(b.top, l.top)).toBeGreaterThanOrEqual(previousBottom);
        previousBottom = Math.max(b.bottom, l.bottom);
        // Shrink-wrapped: a click beside a short label hits nothing that toggles.
        if (label.textContent!.length < 10) expect(l.width).toBeLessThan(200);
      }
      // The long label wraps beside its box.
      const wrapped = [...document.querySelectorAll('label')].find((l) => l.textContent === long)!;
      expect(wrapped.getBoundingClientRect().height).toBeGreaterThan(40);
    });
  }
});
