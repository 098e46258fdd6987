// Peer K: the kit's own ElicitationForm, built from packages/react/src (production, no CSS
// loaded, like the other peers). Accept hands the content to onSubmit; the draft prop carries
// the fill data (initial values), as a host restoring a half-filled form would pass it.
import { ElicitationForm } from '../../../packages/react/src/index.ts';

type Values = Record<string, unknown>;
interface FormProps {
  schema: Record<string, unknown>;
  data?: Values | undefined;
  onSubmit: (values: Values) => void;
}

function Form({ schema, data, onSubmit }: FormProps) {
  return (
    <ElicitationForm
      params={{ mode: 'form', message: 'Benchmark', requestedSchema: schema as never }}
      server={{ name: 'bench' }}
      draft={data as never}
      onRespond={(r) => {
        if (r.action === 'accept') onSubmit((r.content ?? {}) as Values);
      }}
    />
  );
}

export const peer = {
  id: 'K',
  name: 'elicit-kit',
  Form,
  submit: (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[type=submit]')!.click(),
};
