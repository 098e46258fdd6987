// @vitest-environment jsdom
/**
 * How often one answered form is read, across the whole stack: the real SDK server asks (prompts/get
 * `greeting`, one form), `callWithElicitation` puts it on core's queue, `<ElicitationHost>` shows it and a
 * person submits it. Every layer reads the queue entry's parsed request (core's `readElicitationRequest`),
 * not the raw params again: 13 envelope reads and 4 form models before that, 2 and 1 now.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callWithElicitation } from '@elicit-kit/mcp';
import { person, renderHost } from './support/stack-host.js';
import { useSdkStack } from './support/stack-sdk.js';

// Counted by the modules' own files, so core's internal callers count as well as the packages'.
const calls = vi.hoisted(() => ({ read: 0, model: 0 }));
const files = vi.hoisted(() => ({
  read: new URL('../../packages/core/src/protocol/read-elicit-request-params.ts', import.meta.url).pathname,
  model: new URL('../../packages/core/src/schema/to-form-model.ts', import.meta.url).pathname,
}));
vi.mock(files.read, async (importOriginal) => {
  const original = await importOriginal<typeof import('@elicit-kit/core/protocol')>();
  return {
    ...original,
    readElicitRequestParams: (params: unknown) => {
      calls.read += 1;
      return original.readElicitRequestParams(params);
    },
  };
});
vi.mock(files.model, async (importOriginal) => {
  const original = await importOriginal<typeof import('@elicit-kit/core/schema')>();
  return {
    ...original,
    toFormModel: (schema: unknown) => {
      calls.model += 1;
      return original.toFormModel(schema);
    },
  };
});

const stack = useSdkStack();

describe('one answered form, through callWithElicitation and <ElicitationHost>', () => {
  it('reads the request once and builds its form model once', async () => {
    const { client, queue } = await stack.connect();
    renderHost(queue);
    const user = person();
    calls.read = 0;
    calls.model = 0;

    const call = callWithElicitation(client, 'prompts/get', { name: 'greeting', arguments: { tone: 'warmly' } }, queue);
    call.catch(() => undefined);
    expect(await screen.findByText('Your name?')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Edsger{Enter}');
    expect(await call).toMatchObject({ messages: [{ role: 'user', content: { type: 'text', text: 'Say hello to Edsger, warmly.' } }] });

    // One reading (readElicitationRequest, first in mcp's modern-call.ts `fulfil`, which checks the mode the
    // client declared; askPerson, the queue entry, the host, the form and the answer check share it, StrictMode's
    // double render included) and one form model. Before parse-once: 13 reads and 4 models.
    expect(calls).toEqual({ read: 1, model: 1 });
  });
});
