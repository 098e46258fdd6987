// Every recorded real-server schema (core's src/test-support/corpus/*.json, hand-made and captured)
// rendered by the form: each property gets a labelled control, and axe finds nothing.
import { cleanup, render, within } from '@testing-library/react';
import { toFormModel } from '@elicit-kit/core';
import { coreCorpusFolder, readCorpus } from '@elicit-kit/test-support/corpus';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { ElicitationForm } from './ElicitationForm.js';

afterEach(cleanup);

// The same files core's corpus test reads, found through core's package name.
const corpus = readCorpus(coreCorpusFolder(import.meta.url));

describe('ElicitationForm renders the corpus of real server schemas', () => {
  it('found the corpus', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(15);
  });

  it.each(corpus.map(({ file, index, entry }) => [`${file}#${index} ${entry.source}`, entry] as const))('%s', async (_name, entry) => {
    const onRespond = vi.fn();
    const { container } = render(
      <ElicitationForm params={{ mode: 'form', message: 'Please answer', ...entry.params }} server={{ name: 'corpus' }} onRespond={onRespond} />,
    );
    const model = toFormModel(entry.params.requestedSchema);
    const fields = container.querySelectorAll<HTMLElement>('[data-ek-part="field"]');
    expect(fields).toHaveLength(Object.keys(entry.params.requestedSchema.properties as object).length);
    model.fields.forEach((field, index) => {
      const slot = fields[index]!;
      expect(slot.dataset.kind).toBe(field.kind);
      // A control named by the field's label: a labelled input, or a group whose legend is the
      // label (a choice group is the field's own element: looked up from the field's parent).
      const named = within(slot).queryAllByLabelText(field.label, { exact: false });
      const groups = within(slot.parentElement!).queryAllByRole('group', { name: new RegExp(field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      const group = groups.find((g) => g === slot || slot.contains(g)) ?? null;
      expect(named.length > 0 || group !== null).toBe(true);
    });
    // Every form of the corpus can be accepted: Submit is offered.
    expect(within(container).getByRole('button', { name: 'Submit' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
