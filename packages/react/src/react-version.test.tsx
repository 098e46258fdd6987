// Runs in both jsdom projects: "react" must see React 19 and "react-18" React 18.3, so the
// matrix cannot silently test one version twice. It lives beside the component tests because
// `react` resolves from the importing file's folder: here it resolves exactly as theirs does. Rendering hooks through Testing Library,
// react-hook-form and Radix proves each project has exactly one React ("Invalid hook call" otherwise).
import * as Dialog from '@radix-ui/react-dialog';
import { render, screen } from '@testing-library/react';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { version as serverVersion } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { expect, inject, it } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The React major a jsdom project is meant to run (vitest.config.ts). */
    reactMajor: number;
  }
}

it('runs the React major its project names, react-dom and its server renderer alike', () => {
  const major = inject('reactMajor');
  expect(version.split('.')[0]).toBe(String(major));
  if (major === 18) expect(version).toMatch(/^18\.3\./);
  expect(domVersion).toBe(version);
  expect(serverVersion).toBe(version);
});

it('has one React instance shared by Testing Library, react-hook-form and Radix', () => {
  function Probe() {
    const [count] = useState(1);
    const { register } = useForm<{ name: string }>({ defaultValues: { name: 'Ada' } });
    return (
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Probe {count}</Dialog.Title>
            <input aria-label="Name" {...register('name')} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  render(<Probe />);
  expect(screen.getByRole('dialog', { name: 'Probe 1' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
});
