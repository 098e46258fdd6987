import type { ElicitResult, ServerIdentity as ServerIdentityValue } from '@elicit-kit/core';
import { useId, useMemo, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLocale, useMessages } from '../messages/ElicitKitProvider.js';
import { AcknowledgeBox } from '../shared/AcknowledgeBox.js';
import { CrashFallback } from '../shared/CrashFallback.js';
import { ElicitationBoundary } from '../shared/ElicitationBoundary.js';
import { useRoutedEscape } from '../shared/escapeRouting.js';
import { stopHeldEnter } from '../shared/heldEnter.js';
import { usePart } from '../shared/part.js';
import { ServerIdentity } from '../shared/ServerIdentity.js';
import { ServerMessage } from '../shared/ServerMessage.js';
import { useRespondOnce } from '../shared/useRespondOnce.js';
import { ConfirmCancel } from './ConfirmCancel.js';
import type { FieldErrorStore } from './fieldErrors.js';
import { defaultFieldComponents, type FieldComponents } from './fields/index.js';
import { FieldSlot, reasonText } from './FieldSlot.js';
import { formMessagesEn, type FormMessages } from './messages.js';
import { useElicitationForm, type ElicitationFormController } from './useElicitationForm.js';
import type { FormDraft } from './values.js';

/** Props of {@link ElicitationForm}. */
export interface ElicitationFormProps {
  /** The untrusted form-mode `elicitation/create` params (with or without `mode`, C7). Anything is accepted. */
  params: unknown;
  /** Who asks, as the host knows it (C1): never taken from the request. */
  server: ServerIdentityValue;
  /** Called exactly once: `accept` with core's validated `content`, `decline`, or `cancel` (Escape too). */
  onRespond: (result: ElicitResult) => void;
  /** Any subset of the strings; the rest come from the provider, then {@link formMessagesEn}. */
  messages?: Partial<FormMessages>;
  /** Replace any field component (text, number, boolean, select, multiselect). */
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
 * A number that changes whenever `params` stands for another request: a host that re-uses one
 * mounted form for the next request gets a fresh form (no answer typed for the previous
 * request is ever sent for the new one), while an equal params object re-created on each
 * render keeps what was typed. Compared by content only when the object itself changes.
 */
function useRequestGeneration(params: unknown): number {
  const last = useRef<{ params: unknown; text: string | undefined; generation: number }>(undefined);
  if (last.current === undefined) last.current = { params, text: fingerprint(params), generation: 0 };
  else if (last.current.params !== params) {
    const text = fingerprint(params);
    const same = text !== undefined && text === last.current.text;
    last.current = { params, text, generation: last.current.generation + (same ? 0 : 1) };
  }
  return last.current.generation;
}

/** Shown after a failed Accept; subscribes to the error count on its own, so the form does not re-render. */
function ErrorSummary({ errors, messages, part }: { errors: FieldErrorStore; messages: FormMessages; part: ReturnType<typeof usePart> }) {
  const count = useSyncExternalStore(errors.subscribeCount, errors.count, errors.count);
  return (
    <p className={part('error-summary')} aria-live="polite" data-ek-part="error-summary" hidden={count === 0}>
      {count > 0 ? messages.fixErrors(count) : ''}
    </p>
  );
}

type BodyProps = Omit<ElicitationFormProps, 'messages' | 'components'> & {
  messages: FormMessages;
  components: FieldComponents;
};

function Issues({ controller, messages, part }: { controller: ElicitationFormController; messages: FormMessages; part: ReturnType<typeof usePart> }) {
  const { model, problem, canAccept } = controller;
  const issues = (model?.issues ?? []).filter((i) => i.severity === 'error' || i.code === 'unsupported-constraint');
  if (!problem && issues.length === 0 && (canAccept || controller.blocked)) return null;
  const list = issues.slice(0, 20);
  return (
    <div className={part('alert')} role="alert" data-ek-part="schema-problems">
      <p>
        <strong>{problem ? messages.paramsProblems[problem] : messages.schemaProblemsTitle}</strong>
      </p>
      {list.length > 0 ? (
        <ul className={part('issue-list')}>
          {list.map((issue, i) => (
            <li key={i} dir="auto">
              {issue.key !== undefined ? messages.schemaIssueField(controller.fieldLabel(issue.key)) : ''}
              {messages.schemaIssues[issue.code] ?? messages.schemaProblemsTitle}
            </li>
          ))}
          {issues.length > list.length ? <li>…</li> : null}
        </ul>
      ) : null}
      {!canAccept && !controller.blocked ? <p>{messages.notAcceptable}</p> : null}
    </div>
  );
}

function FormBody(props: BodyProps) {
  const { server, messages, components, unstyled, className } = props;
  const locale = useLocale(props.locale);
  const uid = useId();
  // usePart returns one stable helper per resolved `unstyled` value (prop or provider).
  const part = usePart(unstyled);
  const controller = useElicitationForm(props.params, {
    onRespond: props.onRespond,
    draft: props.draft,
    onDraftChange: props.onDraftChange,
    locale,
    sensitiveFields: props.sensitiveFields,
    idPrefix: `ek${uid.replace(/[^A-Za-z0-9_-]/g, '')}`,
  });
  const { fields, form, sensitive, status, canAccept, blocked } = controller;
  const serverId = `${uid}-server`;
  const messageId = `${uid}-message`;
  const answerHelpId = `${uid}-answer-help`;
  // What the tick names: the first secret-looking field's kind, else the message's.
  const secretReason = sensitive?.fields[0]?.reason ?? sensitive?.message?.reason;
  const flagged = useMemo(() => new Map(sensitive?.fields.map((f) => [f.key, f])), [sensitive]);
  const responded = status === 'responded';
  const fieldSlots = fields.map((entry) => (
    <FieldSlot
      key={entry.name}
      entry={entry}
      form={form}
      components={components}
      messages={messages}
      locale={locale}
      part={part}
      errors={controller.errors}
      sensitive={flagged.get(entry.field.key)}
    />
  ));
  // A host that catches Escape itself (the dialog) asks this form what Escape means.
  useRoutedEscape(controller.escape);

  const onKeyDown = (event: KeyboardEvent) => {
    if (stopHeldEnter(event)) return;
    // Escape means "not now": cancel, never decline (C2). An Escape that ends an IME
    // composition (isComposing, or keyCode 229 in some browsers) belongs to the input method.
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    // With typed work it asks first (the hook decides, so a headless UI gets the same).
    if (event.key === 'Escape' && !event.defaultPrevented && !composing && !responded) {
      event.preventDefault();
      controller.escape();
    }
  };

  return (
    <div
      className={part('root', part('form', className))}
      data-ek-part="form"
      data-status={status}
      data-sensitive={sensitive ? (blocked ? 'blocked' : 'warn') : undefined}
      data-acceptable={canAccept ? undefined : 'false'}
      onKeyDown={onKeyDown}
    >
      <ServerIdentity server={server} label={messages.askedBy} id={serverId} unstyled={unstyled} />
      {controller.message ? (
        <ServerMessage
          label={messages.serverMessage}
          text={controller.message}
          id={messageId}
          showMore={messages.showMore}
          showLess={messages.showLess}
          unstyled={unstyled}
        />
      ) : null}
      {sensitive?.message ? (
        <p className={part('alert')} data-tone="warning" role="note" data-ek-part="sensitive-message">
          <strong>{messages.sensitiveTitle}. </strong>
          {messages.sensitiveMessage(reasonText(messages, sensitive.message.reason))}
        </p>
      ) : null}
      {blocked ? (
        <p className={part('alert')} role="alert" data-ek-part="sensitive-blocked">
          {messages.sensitiveBlocked}
        </p>
      ) : null}
      <Issues controller={controller} messages={messages} part={part} />
      <form
        className={part('form-body')}
        noValidate
        // Server-rendered, before hydration, Enter would otherwise make the browser submit the
        // form itself: a GET with what was typed (secrets too) in the page's query string. A
        // "dialog" submission outside a <dialog> does nothing; once hydrated, onSubmit decides.
        method="dialog"
        // No accessible name on purpose: a named <form> is a landmark, and two requests from one
        // server in one round would be two landmarks with the same name (axe landmark-unique).
        // The server identity above says who asks; inside ElicitationHost the card's named group
        // ("Request 1 of 3 from …") does too.
        aria-describedby={controller.message ? messageId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (canAccept && !responded) void controller.accept();
        }}
      >
        {canAccept ? (
          fieldSlots
        ) : (
          // Nothing can be sent: what the request asks stays readable, but nothing can be typed
          // or changed (a prefilled field that looks answerable would mislead).
          <fieldset className={part('group', part('read-only'))} disabled data-ek-part="read-only-fields">
            {fieldSlots}
          </fieldset>
        )}
        {controller.secretGate === 'acknowledge' && !responded && secretReason !== undefined ? (
          <AcknowledgeBox part={part} input={controller.getAcknowledgeProps()}>
            {messages.sensitiveAcknowledge(server.title ?? server.name, reasonText(messages, secretReason))}
          </AcknowledgeBox>
        ) : null}
        <ErrorSummary errors={controller.errors} messages={messages} part={part} />
        {responded ? (
          <p className={part('hint')} role="status">
            {messages.responded}
          </p>
        ) : null}
        <p className={part('hint')} id={answerHelpId} data-ek-part="answer-help">
          {messages.declineOrCancel}
        </p>
        {controller.confirmingCancel ? (
          <ConfirmCancel messages={messages} part={part} onKeep={controller.keepEditing} onDiscard={controller.cancel} />
        ) : null}
        <div className={part('actions')} data-ek-part="actions">
          {/* Same order as the URL consent: Decline, Cancel, then the primary action. */}
          {(['decline', 'cancel'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={part('button')}
              data-action={action}
              onClick={controller[action]}
              disabled={responded}
              aria-describedby={answerHelpId}
            >
              {messages[action]}
            </button>
          ))}
          {canAccept ? (
            <button
              type="submit"
              className={part('button')}
              data-variant="primary"
              data-action="accept"
              // Stays enabled behind the secret gate: pressing it (or Enter) without the tick sends
              // nothing and moves focus to the tick box, which says what is missing.
              disabled={responded}
            >
              {messages.accept}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/**
 * Renders a form-mode elicitation: who asks (the host's `server`, C1), the server's message
 * as plain text (C20), one accessible field per property with defaults prefilled (C8), and
 * three distinct answers — Accept (submit), Decline, Cancel (also Escape) (C2, C10, C11).
 * Nothing is sent without an explicit Accept (C3), and what is sent is exactly the `content`
 * core's `validate` returns (C9). Hostile or unusable params show what is wrong and still
 * offer Decline and Cancel; a crash inside is contained by an error boundary.
 *
 * Example:
 *
 * ```tsx
 * <ElicitationForm key={entry.id} params={entry.params} server={{ name: 'github' }} onRespond={answer} />
 * ```
 */
export function ElicitationForm(props: ElicitationFormProps) {
  const messages = useMessages(formMessagesEn, props.messages);
  const generation = useRequestGeneration(props.params);
  const onRespond = useRespondOnce(props.onRespond, generation);
  const part = usePart(props.unstyled);
  const components = useMemo(
    () => ({ ...defaultFieldComponents, ...props.components }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      props.components?.text,
      props.components?.number,
      props.components?.boolean,
      props.components?.select,
      props.components?.multiselect,
      props.components?.secret,
      props.components?.list,
      props.components?.const,
    ],
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
      <FormBody {...props} messages={messages} components={components} onRespond={onRespond} />
    </ElicitationBoundary>
  );
}
