import type { HostLabel, UrlReport } from '@elicit-kit/core/url';
import type { ReactNode } from 'react';
import type { Part } from '../../shared/part.js';

/** The forms of the destination to show: the big one first, the other (if different) beside it. */
export function destinationOf(report: UrlReport): { big: string; other?: string; ascii: string } | undefined {
  const host = report.host;
  if (!host) return undefined;
  const ascii = host.registrableDomain ?? host.ascii;
  const unicode = host.registrableDomainUnicode ?? host.unicode;
  if (ascii === unicode) return { big: ascii, ascii };
  // A look-alike's Unicode form reads as the site it imitates: lead with the punycode.
  const deceptive = report.warnings.includes('mixed-script') || report.warnings.includes('confusable');
  return deceptive ? { big: ascii, other: unicode, ascii } : { big: unicode, other: ascii, ascii };
}

/**
 * One label and the dot after it, kept on one line: a name wraps only at its dots, never
 * inside a label (`xn--gthub-` / `n2e.com` would read as two names). The runs are inline
 * blocks (`ek-url-label-run`), so a label that does not fit moves to the next line whole.
 */
function LabelRun({ last, part, children }: { last: boolean; part: Part | undefined; children: ReactNode }) {
  return (
    <span className={part?.('url-label-run')} data-ek-part="label-run">
      {children}
      {last ? null : '.'}
    </span>
  );
}

/** One form of the host, label by label, each label isolated so bidi cannot reorder them. */
export function HostForm({ labels, form, part }: { labels: HostLabel[]; form: 'ascii' | 'unicode'; part: Part }) {
  return (
    <span className={part('url-host')} dir="ltr">
      {labels.map((label, i) => (
        <LabelRun key={i} last={i === labels.length - 1} part={part}>
          {label.registrable ? (
            <strong className={part('url-host-registrable')}>
              <bdi>{label[form]}</bdi>
            </strong>
          ) : (
            <bdi className={part('url-host-label')}>{label[form]}</bdi>
          )}
        </LabelRun>
      ))}
    </span>
  );
}

/**
 * A domain name with each label in its own `<bdi>`: labels stay in left-to-right order, so a
 * right-to-left label cannot flip the name (`דוגמה.com` read as `com.דוגמה`).
 */
export function Labels({ name, part }: { name: string; part?: Part }) {
  const labels = name.split('.');
  return (
    <>
      {labels.map((label, i) => (
        <LabelRun key={i} last={i === labels.length - 1} part={part}>
          <bdi>{label}</bdi>
        </LabelRun>
      ))}
    </>
  );
}
