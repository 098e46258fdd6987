// Peer K: the kit's own ElicitationForm, built from packages/react/src (production, no stylesheet
// loaded, like the other peers). Accept hands core's validated content to onSubmit; the draft prop
// carries the fill data (initial values), as a host restoring a half-filled form would pass it.
import { ElicitationForm } from '../../../packages/react/src/index.js';

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

export const peer = {
  id: 'K',
  name: 'elicit-kit',
  Form,
  submit: (container: HTMLElement) => container.querySelector<HTMLButtonElement>('button[type=submit]')?.click(),
};
