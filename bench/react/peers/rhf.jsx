// @ts-check
// Peer C, the floor: react-hook-form 7.92.0 and plain inputs generated from the schema.
// Uncontrolled inputs, RHF rules only (required, min/maxLength, min/max, email regex,
// URL.canParse, integer, min/maxItems), validation on submit, a checkbox group for a
// multi-select, no JSON-Schema validator. Values come back typed as the schema says.
import { useForm } from 'react-hook-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// datetime-local shows local wall time; the value sent is RFC 3339 UTC again.
const toLocal = (iso) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
};
const fromLocal = (v) => new Date(v).toISOString();

function rules(p, required) {
  const r = { required: required && 'Required' };
  if (p.type === 'array') {
    r.validate = (v) => {
      const n = Array.isArray(v) ? v.length : v ? 1 : 0;
      if (p.minItems != null && n < p.minItems) return `Choose at least ${p.minItems}`;
      if (p.maxItems != null && n > p.maxItems) return `Choose at most ${p.maxItems}`;
      return true;
    };
    return r;
  }
  if (p.minLength != null) r.minLength = { value: p.minLength, message: `At least ${p.minLength} characters` };
  if (p.maxLength != null) r.maxLength = { value: p.maxLength, message: `At most ${p.maxLength} characters` };
  if (p.minimum != null) r.min = { value: p.minimum, message: `At least ${p.minimum}` };
  if (p.maximum != null) r.max = { value: p.maximum, message: `At most ${p.maximum}` };
  if (p.format === 'email') r.pattern = { value: EMAIL, message: 'Not an email address' };
  if (p.format === 'uri') r.validate = (v) => !v || URL.canParse(v) || 'Not a URL';
  if (p.type === 'integer') r.validate = (v) => Number.isNaN(v) || Number.isInteger(v) || 'Whole number';
  if (p.type === 'integer' || p.type === 'number') r.valueAsNumber = true;
  return r;
}

export function Field({ name, prop: p, required, register, error }) {
  const id = `f-${name}`;
  const desc = p.description && <small id={`${id}-d`}>{p.description}</small>;
  const err = error && <span role="alert">{error}</span>;
  if (p.type === 'array') {
    const reg = register(name, rules(p, required));
    return (
      <fieldset aria-describedby={`${id}-d`}>
        <legend>{p.title ?? name}</legend>
        {p.items.enum.map((o) => (
          <label key={o}>
            <input type="checkbox" value={o} {...reg} />
            {o}
          </label>
        ))}
        {desc}
        {err}
      </fieldset>
    );
  }
  let input;
  if (p.type === 'boolean') input = <input id={id} type="checkbox" {...register(name)} />;
  else if (p.enum || p.oneOf) {
    const opts = p.oneOf ? p.oneOf.map((o) => [o.const, o.title]) : p.enum.map((o) => [o, o]);
    input = (
      <select id={id} {...register(name, rules(p, required))}>
        {!required && <option value="" />}
        {opts.map(([v, t]) => (
          <option key={v} value={v}>
            {t}
          </option>
        ))}
      </select>
    );
  } else if (p.type === 'number' || p.type === 'integer')
    input = <input id={id} type="number" step={p.type === 'integer' ? 1 : 'any'} {...register(name, rules(p, required))} />;
  else if (p.format === 'date-time') input = <input id={id} type="datetime-local" {...register(name, rules(p, required))} />;
  else {
    const type = { email: 'email', uri: 'url', date: 'date' }[p.format] ?? 'text';
    input = <input id={id} type={type} {...register(name, rules(p, required))} />;
  }
  return (
    <div>
      <label htmlFor={id}>
        {p.title ?? name}
        {required && ' (required)'}
      </label>
      {input}
      {desc}
      {err}
    </div>
  );
}

function defaultsOf(schema, data) {
  const out = {};
  for (const [k, p] of Object.entries(schema.properties)) {
    const v = data ? data[k] : p.default;
    if (v === undefined) continue;
    out[k] = p.format === 'date-time' ? toLocal(v) : v;
  }
  return out;
}

export function makeForm(FieldComponent) {
  return function RhfForm({ schema, data, onSubmit }) {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm({ defaultValues: defaultsOf(schema, data) });
    const required = new Set(schema.required ?? []);
    // Typed values as the schema says; empty fields left out.
    const send = (values) => {
      const out = {};
      for (const [k, v] of Object.entries(values)) {
        const p = schema.properties[k];
        if (v === undefined || v === '' || Number.isNaN(v)) continue;
        out[k] = p.type === 'array' && !Array.isArray(v) ? (v ? [v] : []) : p.format === 'date-time' ? fromLocal(v) : v;
      }
      onSubmit(out);
    };
    return (
      <form noValidate onSubmit={handleSubmit(send)}>
        {Object.entries(schema.properties).map(([name, p]) => (
          <FieldComponent key={name} name={name} prop={p} required={required.has(name)} register={register} error={errors[name]?.message} />
        ))}
        <button type="submit">Submit</button>
      </form>
    );
  };
}

export const peer = {
  id: 'C',
  name: 'rhf-floor',
  Form: makeForm(Field),
  submit: (container) => container.querySelector('button[type=submit]').click(),
};
