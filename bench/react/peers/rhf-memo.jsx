// @ts-check
// Peer E: the floor C with React.memo on the per-field component — what one memo buys.
// Field's props are stable between renders (register is RHF's stable function, error a
// string or undefined), so a form-level re-render (submit) re-renders no field.
import { memo } from 'react';
import { Field, makeForm } from './rhf.jsx';

const MemoField = memo(Field);

export const peer = {
  id: 'E',
  name: 'rhf-floor+memo',
  Form: makeForm(MemoField),
  submit: (container) => container.querySelector('button[type=submit]').click(),
};
