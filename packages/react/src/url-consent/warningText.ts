import type { UrlReport, UrlWarning } from '@elicit-kit/core/url';
import type { UrlConsentMessages } from './messages.js';

/** Keeps an interpolated host left-to-right inside a translated sentence (LRI … PDI). */
export const ltr = (s: string) => `\u2066${s}\u2069`;

/** Each of core's URL warnings in the person's words, with hosts kept left-to-right. */
export function warningText(w: UrlWarning, report: UrlReport, destination: string, m: UrlConsentMessages): string {
  const lookalike = report.host?.lookalike;
  switch (w) {
    case 'userinfo':
      return m.warnUserinfo(ltr(destination), ltr(report.userinfo ?? ''));
    case 'mixed-script':
      return m.warnMixedScript(lookalike && ltr(lookalike));
    case 'confusable':
      return m.warnConfusable(lookalike && ltr(lookalike));
    case 'idn':
      return m.warnIdn;
    case 'hidden-characters':
      return m.warnHiddenCharacters(report.hiddenCharacters.length);
    case 'not-https':
      return m.warnNotHttps;
    case 'ip-host':
      return m.warnIpHost;
    case 'unusual-port':
      return m.warnUnusualPort(report.port);
    case 'long':
      return m.warnLong;
  }
}
