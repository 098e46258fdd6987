import type { ElicitResult } from '@elicit-kit/core';
import { ElicitationForm, UrlConsent, type ElicitKitMessages } from '@elicit-kit/react';
import { de } from '@elicit-kit/react/messages';
import { useEffect, useState } from 'react';
import type { Checks } from './checks.js';
import { BOOKING_SCHEMA } from './usage.js';

export const SIGN_IN_URL = 'https://accounts.example.co.uk/login?next=%2Fbookings';

/** A whole language is one typed bundle: tsc fails here if `de` stops covering every string. */
export const GERMAN: ElicitKitMessages = de;

/** One form-mode and one URL-mode elicitation; each answer is shown as JSON for the driver. */
export function App() {
  const [formResult, setFormResult] = useState<ElicitResult>();
  const [urlResult, setUrlResult] = useState<ElicitResult>();
  const [checks, setChecks] = useState<Checks>();
  useEffect(() => {
    void import('./checks.js').then((m) => setChecks(m.runChecks()));
  }, []);
  return (
    <main>
      <h1>Consumer app</h1>
      <ElicitationForm
        params={{ mode: 'form', message: 'Book a table', requestedSchema: BOOKING_SCHEMA }}
        server={{ name: 'bookings', title: 'Table bookings' }}
        onRespond={setFormResult}
      />
      <output id="form-result">{formResult ? JSON.stringify(formResult) : ''}</output>
      <UrlConsent
        params={{ mode: 'url', message: 'Sign in to continue', url: SIGN_IN_URL, elicitationId: 'sign-in-1' }}
        server={{ name: 'accounts', title: 'Example accounts' }}
        onRespond={setUrlResult}
        onOpen={() => null}
      />
      <output id="url-result">{urlResult ? JSON.stringify(urlResult) : ''}</output>
      <output id="checks">{checks ? JSON.stringify(checks) : ''}</output>
    </main>
  );
}
