// Peer K: the kit's own ElicitationForm, built from packages/react/src (through the workspace package) (production, no stylesheet
// loaded, like the other peers). Accept hands core's validated content to onSubmit; the draft prop
// carries the fill data (initial values), as a host restoring a half-filled form would pass it.
import { ElicitationForm } from '@elicit-kit/react';
import { loadSensitiveCheck } from '@elicit-kit/react/primitives';

type Values = Record<string, unknown>;
interface FormProps {
  schema: Values;
  data?: Values | undefined;
  onSubmit: (values: Values) => void;
}

function Form({ schema, data, onSubmit }: FormProps) {
  return (
    <ElicitationForm
      params={{ mode: 'form', message: 'Benchmark', requestedSchema: schema }}
      server={{ name: 'bench' }}
      draft={data}
      onRespond={(r) => {
        if (r.action === 'accept') onSubmit({ ...r.content });
      }}
    />
  );
}

/**
 * The kit's secret-field check is a chunk of the kit's own code that every mount loads on
 * demand; its word tables and regular expressions are built on first use and then kept for the
 * page (module state, not per form). Loaded and used once here, before the harness starts, as
 * the rest of the bundle is loaded before any reading: the heap figure is then what a mount
 * retains, not the one-time set-up of a page. (bench/README.md, "heap".)
 */
const ready = loadSensitiveCheck().then((m) => {
  m.matchSensitiveField({ key: 'password', kind: 'text', label: 'Password' } as Parameters<typeof m.matchSensitiveField>[0]);
  m.matchSensitiveText('Enter your password');
});

export const peer = {
  id: 'K',
  name: 'elicit-kit',
  Form,
  ready,
  submit: (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click(),
};
