// @ts-check
// Peer A: react-jsonschema-form 6.11.1 (@rjsf/core + utils + validator-ajv8), stock widgets, no
// theme, noHtml5Validate. rjsf renders an enum array as a multi-select only with uniqueItems, so the
// adapter adds it (once per schema object).
import RjsfForm from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';

const adapted = new WeakMap();
function adapt(schema) {
  let out = adapted.get(schema);
  if (!out) {
    const properties = {};
    for (const [k, p] of Object.entries(schema.properties)) {
      properties[k] = p.type === 'array' && p.items?.enum ? { ...p, uniqueItems: true } : p;
    }
    out = { ...schema, properties };
    adapted.set(schema, out);
  }
  return out;
}

function Form({ schema, data, onSubmit }) {
  return <RjsfForm schema={adapt(schema)} validator={validator} formData={data} noHtml5Validate onSubmit={({ formData }) => onSubmit(formData)} />;
}

export const peer = {
  id: 'A',
  name: 'rjsf',
  Form,
  submit: (container) => container.querySelector('button[type=submit]').click(),
};
