// A bare UI built on useUrlConsent alone — plain elements, no kit component — keeps every
// input protection, because they come from the hook's prop getters. So does one that gives
// every part its own onKeyDown, onClick and even `disabled={false}` through the getters: the
// caller's props are merged (shared/mergeProps.ts) and never switch a protection off.
import type { ButtonHTMLAttributes } from 'react';
import { describeUrlConsentProtections } from '../test-support/urlConsentProtections.js';
import { useUrlConsent, type UseUrlConsentOptions } from './useUrlConsent.js';
import { UrlConsent } from './UrlConsent.js';

type Own = ButtonHTMLAttributes<HTMLElement> | undefined;

function BareConsent({ params, options, own }: { params: unknown; options: UseUrlConsentOptions; own?: Own }) {
  const consent = useUrlConsent(params, options);
  return (
    <div {...consent.getRootProps({ escapeCancels: true, onKeyDown: own?.onKeyDown, onClick: own?.onClick })}>
      <p>{consent.report?.href}</p>
      {consent.gate === 'acknowledge' ? (
        <label>
          <input {...consent.getAcknowledgeProps({ onKeyDown: own?.onKeyDown, onClick: own?.onClick })} /> I understand
        </label>
      ) : null}
      {consent.state === 'opened' ? (
        <>
          <button {...consent.getCancelButtonProps(own)}>Stop</button>
          <button {...consent.getReopenButtonProps(own)}>Again</button>
          <button {...consent.getFinishButtonProps(own)}>Done</button>
        </>
      ) : consent.state === 'ready' ? (
        <>
          <button {...consent.getDeclineButtonProps(own)}>No</button>
          <button {...consent.getCancelButtonProps(own)}>Not now</button>
          <button {...consent.getOpenButtonProps(own)}>Go</button>
        </>
      ) : null}
    </div>
  );
}

// What a host's own handlers do: note the event (they must not be able to turn a guard off).
const seen: string[] = [];
const hostHandlers: Own = {
  onKeyDown: (event) => void seen.push(event.key),
  onClick: () => void seen.push('click'),
  disabled: false,
};

describeUrlConsentProtections('A bare UI on useUrlConsent', (params, options) => <BareConsent params={params} options={options} />);
describeUrlConsentProtections('A bare UI on useUrlConsent with its own handlers on every part', (params, options) => (
  <BareConsent params={params} options={options} own={hostHandlers} />
));
describeUrlConsentProtections('UrlConsent', (params, options) => <UrlConsent params={params} {...options} />);
