'use client';
import type { ElicitRequestFormParams, ElicitResult, ServerIdentity } from '@elicit-kit/core';
import { ElicitationForm } from '@elicit-kit/react';
import { useState } from 'react';
import type { Received } from './actions';

/**
 * The one client component: a server component cannot pass an event handler, but it can pass a
 * server action (`respond`), which this component calls with the person's answer.
 */
export function BookingForm(props: { params: ElicitRequestFormParams; server: ServerIdentity; respond: (answer: ElicitResult) => Promise<Received> }) {
  const [received, setReceived] = useState<Received>();
  return (
    <>
      <ElicitationForm params={props.params} server={props.server} onRespond={async (answer) => setReceived(await props.respond(answer))} />
      {received && <pre id="received">{JSON.stringify(received)}</pre>}
    </>
  );
}
