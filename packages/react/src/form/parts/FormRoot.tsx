import type { ElicitResult, ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { Slot } from '@radix-ui/react-slot';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useLocale, useMessages } from '../../messages/ElicitKitProvider.js';
import { CrashFallback } from '../../shared/CrashFallback.js';
import { ElicitationBoundary } from '../../shared/ElicitationBoundary.js';
import { useRoutedEscape } from '../../shared/escapeRouting.js';
import { usePart } from '../../shared/part.js';
import { ServerIdentity } from '../../shared/ServerIdentity.js';
import { useRespondOnce } from '../../shared/useRespondOnce.js';
import { defaultFieldComponents, type FieldComponents } from '../fields/index.js';
import { formMessagesEn, type FormMessages } from '../messages.js';
import { useFormController } from '../useElicitationForm.js';
import type { FormDraft } from '../values.js';
import { FormPartsContext, FormPartsStableContext, type FormPartsContextValue, type FormPartsStable } from './context.js';

/** Props of {@link FormRoot} (and of `ElicitationForm`, which is a `FormRoot` with the default parts). */
export interface FormRootProps {
  /** The untrusted form-mode `elicitation/create` params (with or without `mode`: absent means form). Anything is accepted. */
  params: unknown;
  /** Who asks, as the host knows it: never taken from the request. */
  server: ServerIdentityValue;
  /** Called exactly once: `accept` with core's validated `content`, `decline`, or `cancel` (Escape too). */
  onRespond: (result: ElicitResult) => void;
  /** Any subset of the strings; the rest come from the provider, then {@link formMessagesEn}. */
  messages?: Partial<FormMessages>;
  /** Replace any field component (text, number, boolean, select, multiselect, secret, list, const). */
  components?: Partial<FieldComponents>;
  /** `warn` (default): secret-looking fields get a warning. `block`: such forms offer only Decline and Cancel. */
  sensitiveFields?: 'warn' | 'block' | undefined;
  /** Initial values (read at mount), e.g. core's queue `getDraft(id)`: typed answers survive re-mounts. */
  draft?: FormDraft | undefined;
  /** Told about every change without re-rendering the form; store the draft outside (e.g. queue `setDraft`). */
  onDraftChange?: ((draft: FormDraft) => void) | undefined;
  /** BCP 47 locale for number input. Default: the provider's, then `<html lang>`. */
  locale?: string | undefined;
  /** Render without the kit's class names (headless styling by `data-*` attributes). */
  unstyled?: boolean | undefined;
  /** Extra class on the root. */
  className?: string;
  /** Told when the form crashed and the fallback is shown. */
  onError?: (error: unknown) => void;
  /** The parts, in any order and with any markup around them. */
  children?: ReactNode;
  /** Render the root as its one child element (Radix's `asChild`), with the root's props merged in. */
  asChild?: boolean;
}

/** The params as text, to tell a new request from an equal params object re-created by the host. */
function fingerprint(params: unknown): string | undefined {
  try {
    return JSON.stringify(params);
  } catch {
    return undefined; // unreadable (a cycle, a BigInt, a throwing getter): compared by identity only
  }
}

/**
 * A 53-bit digest of a text (the public-domain cyrb53 hash), `undefined` for no text. Kept in
 * place of the params' text, which for a large schema would stay in memory as long as the form.
 */
function digest(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A number that changes whenever `params` stands for another request: a host that re-uses one
 * mounted form for the next request gets a fresh form (no answer typed for the previous
 * request is ever sent for the new one), while an equal params object re-created on each
 * render keeps what was typed. Compared by content only when the object itself changes: the
 * new object's text against the previous object's, and the digest of what that one said when
 * it came (so an object changed in place since then does not pass for the old request).
 */
function useRequestGeneration(params: unknown): number {
  const last = useRef<{ params: unknown; digest: number | undefined; generation: number }>(undefined);
  if (last.current === undefined) last.current = { params, digest: digest(fingerprint(params)), generation: 0 };
  else if (last.current.params !== params) {
    const text = fingerprint(params);
    const same = text !== undefined && text === fingerprint(last.current.params) && digest(text) === last.current.digest;
    last.current = { params, digest: same ? last.current.digest : digest(text), generation: last.current.generation + (same ? 0 : 1) };
  }
  return last.current.generation;
}

type InnerProps = Omit<FormRootProps, 'messages' | 'components'> & { messages: FormMessages; components: FieldComponents };

function FormRootInner(props: InnerProps) {
  const { server, messages, components, unstyled, className } = props;
  const locale = useLocale(props.locale);
  const uid = useId();
  // usePart returns one stable helper per resolved `unstyled` value (prop or provider).
  const part = usePart(unstyled);
  const { controller, stable } = useFormController(props.params, {
    onRespond: props.onRespond,
    draft: props.draft,
    onDraftChange: props.onDraftChange,
    locale,
    sensitiveFields: props.sensitiveFields,
    idPrefix: `ek${uid.replace(/[^A-Za-z0-9_-]/g, '')}`,
  });
  // A host that catches Escape itself (the dialog) asks this form what Escape means.
  useRoutedEscape(controller.escape);
  // The kit's parts read `shared`, which changes only with the request or the props; a host's
  // parts read `context`, whose controller changes with everything a view shows.
  const ids = useMemo(() => ({ server: `${uid}-server`, message: `${uid}-message`, answerHelp: `${uid}-answer-help` }), [uid]);
  const shared = useMemo<FormPartsStable>(
    () => ({ form: stable, server, messages, components, locale, part, unstyled, ids }),
    [stable, server, messages, components, locale, part, unstyled, ids],
  );
  const context = useMemo<FormPartsContextValue>(
    () => ({ controller, server, messages, components, locale, part, unstyled, ids }),
    [controller, server, messages, components, locale, part, unstyled, ids],
  );
  const Root = props.asChild ? Slot : 'div';
  return (
    <FormPartsStableContext.Provider value={shared}>
      <FormPartsContext.Provider value={context}>
        <Root className={part('root', part('form', className))} data-ek-part="form" {...controller.getRootProps()}>
          {props.children}
        </Root>
      </FormPartsContext.Provider>
    </FormPartsStableContext.Provider>
  );
}

/**
 * The root of a form built from parts (Radix's manner): reads the request with
 * {@link useElicitationForm}, shares it with the parts inside (`FormServer`, `FormMessage`,
 * `FormWarnings`, `FormProblems`, `FormContent`, `FormFields` / `FormField`, `FormAcknowledge`,
 * `FormErrorSummary`, `FormStatus`, `FormAnswerHelp`, `FormConfirmCancel`, `FormActions` /
 * `FormSubmit` / `FormDecline` / `FormCancel`), and carries the protections on its element
 * (held Enter, Escape). It answers once per request, and a crash inside shows a notice with
 * Decline and Cancel, so the server is never left waiting. Give each elicitation its own `key`.
 */
export function FormRoot(props: FormRootProps) {
  const messages = useMessages(formMessagesEn, props.messages);
  const generation = useRequestGeneration(props.params);
  const onRespond = useRespondOnce(props.onRespond, generation);
  const part = usePart(props.unstyled);
  const custom = props.components;
  const components = useMemo(
    () => ({ ...defaultFieldComponents, ...custom }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per component, so a new `components` object with the same parts keeps the form mounted
    [custom?.text, custom?.number, custom?.boolean, custom?.select, custom?.multiselect, custom?.secret, custom?.list, custom?.const],
  );
  return (
    <ElicitationBoundary
      key={generation}
      onError={props.onError && ((error) => props.onError?.(error))}
      fallback={() => (
        <div className={part('root', part('form'))} data-ek-part="form" data-status="crashed">
          <ServerIdentity server={props.server} label={messages.askedBy} unstyled={props.unstyled} />
          <CrashFallback messages={messages} onRespond={onRespond} unstyled={props.unstyled} />
        </div>
      )}
    >
      <FormRootInner {...props} messages={messages} components={components} onRespond={onRespond} />
    </ElicitationBoundary>
  );
}
