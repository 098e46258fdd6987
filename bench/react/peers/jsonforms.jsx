// @ts-check
// Peer B: JSON Forms 3.8.0, vanilla renderers and cells, generated UI schema, JSON Forms' own
// default Ajv (one per mount). JSON Forms has no submit: the adapter keeps ValidateAndHide until
// submit, then switches to ValidateAndShow and hands over the last onChange data if it had no errors.
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { useRef, useState } from 'react';

function Form({ schema, data, onSubmit }) {
  const [mode, setMode] = useState(/** @type {import('@jsonforms/core').ValidationMode} */ ('ValidateAndHide'));
  const last = useRef({ data, errors: /** @type {unknown[]} */ ([]) });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setMode('ValidateAndShow');
        if (last.current.errors.length === 0) onSubmit(last.current.data);
      }}
    >
      <JsonForms
        schema={schema}
        data={data}
        renderers={vanillaRenderers}
        cells={vanillaCells}
        validationMode={mode}
        onChange={({ data: d, errors }) => {
          last.current = { data: d, errors: errors ?? [] };
        }}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

export const peer = {
  id: 'B',
  name: 'jsonforms',
  Form,
  submit: (container) => container.querySelector('button[type=submit]').click(),
};
