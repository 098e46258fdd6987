import type { TextField } from '@elicit-kit/core';
import { useState } from 'react';
import { fieldLabel } from './FieldLabel.js';
import type { FieldProps } from './types.js';

/**
 * A text field that looks like it asks for a secret (core's `findSensitiveFields`): masked
 * (`type="password"`) so it is not read over a shoulder or captured on a shared screen, with a
 * toggle button (`aria-pressed`) that shows what was typed. The browser is told not to offer
 * or save passwords for it (`autocomplete="off"`): a server's form is not a sign-in page.
 */
export function SecretInput(props: FieldProps<TextField>) {
  const { field, id, registration, describedBy, invalid, help, messages, part } = props;
  const [shown, setShown] = useState(false);
  return (
    <>
      {fieldLabel(props, 'label')}
      <div className={part('secret')}>
        <input
          {...registration}
          id={id}
          className={part('input')}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          dir="auto"
          required={field.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className={part('button')}
          aria-pressed={shown}
          aria-controls={id}
          aria-label={messages.revealSecret(field.label)}
          data-ek-part="reveal-secret"
          onClick={() => setShown((value) => !value)}
        >
          {messages.revealSecretShort}
        </button>
      </div>
      {help}
    </>
  );
}
