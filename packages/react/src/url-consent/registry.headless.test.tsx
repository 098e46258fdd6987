// The shadcn/ui registry item (packages/react/registry/elicit-kit/url-consent.tsx, Tailwind classes on useUrlConsent)
// keeps every input protection of the hook, like the bare UI and UrlConsent.
import { UrlConsent } from '../../registry/elicit-kit/url-consent.js';
import { describeUrlConsentProtections } from '../test-support/urlConsentProtections.js';

describeUrlConsentProtections('The shadcn registry item', (params, options) => <UrlConsent params={params} server={{ name: 'acme' }} {...options} />);
