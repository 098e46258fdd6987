'use client';
// shadcn/ui registry item "url-consent": an MCP URL elicitation (a server asks the person to open a link) drawn
// with Tailwind classes and shadcn's tokens, on @elicit-kit/react's headless hook. The protections (Open armed
// only after a delay for the link shown, once per click, the tick a look-alike link asks for, Escape as Cancel)
// come from the hook's prop getters: keep spreading them when you restyle. The same protection suite as the
// kit's UrlConsent runs against this file (packages/react/src/url-consent/registry.headless.test.tsx).
import { useUrlConsent, type UseUrlConsentOptions } from '@elicit-kit/react';

export interface UrlConsentProps extends UseUrlConsentOptions {
  /** The untrusted `elicitation/create` params. */
  params: unknown;
  /** Who asks: your description of the server, never the server's own words. */
  server: { name: string; title?: string };
  className?: string;
}

const button =
  'inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-disabled:opacity-50';
const outline = `${button} border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground`;
const primary = `${button} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`;

export function UrlConsent({ params, server, className, ...options }: UrlConsentProps) {
  const consent = useUrlConsent(params, options);
  const who = server.title ?? server.name;
  return (
    <div
      {...consent.getRootProps({ escapeCancels: true })}
      className={`grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm ${className ?? ''}`}
    >
      <p className="text-sm text-muted-foreground">
        <strong className="text-foreground">{who}</strong> asks you to open a link
      </p>
      {consent.message ? <p className="whitespace-pre-wrap rounded-md bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]">{consent.message}</p> : null}
      {consent.domain ? (
        <p className="text-lg">
          Goes to <strong dir="ltr">{consent.domain}</strong>
        </p>
      ) : null}
      {consent.report?.href ? (
        <p dir="ltr" className="rounded-md border bg-muted/50 px-3 py-2 font-mono text-xs break-all">
          {consent.report.href}
        </p>
      ) : null}
      {consent.strongWarnings.length ? (
        <p role="alert" className="rounded-md border-l-4 border-destructive bg-destructive/10 px-3 py-2 text-sm">
          This link may not be what it seems ({consent.strongWarnings.join(', ')}).
        </p>
      ) : null}
      {consent.gate === 'acknowledge' ? (
        <label className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm font-medium">
          <input {...consent.getAcknowledgeProps()} className="mt-0.5 size-4 accent-primary" /> I checked the address and want to open it
        </label>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {consent.state === 'opened' ? (
          <>
            <button {...consent.getCancelButtonProps()} className={outline}>
              Stop
            </button>
            <button {...consent.getReopenButtonProps()} className={outline}>
              Open again
            </button>
            <button {...consent.getFinishButtonProps()} className={primary}>
              I’ve finished — continue
            </button>
          </>
        ) : consent.state === 'ready' ? (
          <>
            <button {...consent.getDeclineButtonProps()} className={outline}>
              Decline
            </button>
            <button {...consent.getCancelButtonProps()} className={outline}>
              Cancel
            </button>
            <button {...consent.getOpenButtonProps()} className={primary}>
              Open
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
