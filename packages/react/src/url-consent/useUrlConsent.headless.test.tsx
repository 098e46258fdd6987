// A bare UI built on useUrlConsent alone — plain elements, no kit component — keeps every
// input protection, because they come from the hook's prop getters.
import { describeUrlConsentProtections } from '../test-support/urlConsentProtections.js';
import { useUrlConsent, type UseUrlConsentOptions } from './useUrlConsent.js';
import { UrlConsent } from './UrlConsent.js';

function BareConsent({ params, options }: { params: unknown; options: UseUrlConsentOptions }) {
  const consent = useUrlConsent(params, options);
  return (
    <div {...consent.getRootProps({ escapeCancels: true })}>
      <p>{consent.report?.href}</p>
      {consent.gate === 'acknowledge' ? (
        <label>
          <input {...consent.getAcknowledgeProps()} /> I understand
        </label>
      ) : null}
      {consent.state === 'opened' ? (
        <>
          <button {...consent.getCancelButtonProps()}>Stop</button>
          <button {...consent.getReopenButtonProps()}>Again</button>
          <button {...consent.getFinishButtonProps()}>Done</button>
        </>
      ) : consent.state === 'ready' ? (
        <>
          <button {...consent.getDeclineButtonProps()}>No</button>
          <button {...consent.getCancelButtonProps()}>Not now</button>
          <button {...consent.getOpenButtonProps()}>Go</button>
        </>
      ) : null}
    </div>
  );
}

describeUrlConsentProtections('A bare UI on useUrlConsent', (params, options) => <BareConsent params={params} options={options} />);
describeUrlConsentProtections('UrlConsent', (params, options) => <UrlConsent params={params} {...options} />);
