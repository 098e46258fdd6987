import type { ElicitResult, ServerIdentity } from '@elicit-kit/core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Elicitation } from '../elicitation/Elicitation.js';
import type { FormDraft } from '../form/values.js';
import { commonMessagesEn } from '../messages/common.js';
import { useMessages } from '../messages/ElicitKitProvider.js';
import { usePart } from '../shared/part.js';
import { urlConsentMessagesEn } from '../url-consent/messages.js';
import { previewMessagesEn, type PreviewMessages } from './messages.js';
import { PreviewAnswers } from './PreviewAnswers.js';
import { PreviewEditor } from './PreviewEditor.js';
import { PreviewReading } from './PreviewReading.js';
import { readPreviewInput } from './readPreviewInput.js';
import { readRequest } from './requestReading.js';

/** Props of {@link ElicitationPreview}. */
export interface ElicitationPreviewProps {
  /** The editor's text (controlled); pair with `onValueChange`. */
  value?: string;
  /** The editor's first text when uncontrolled. */
  defaultValue?: string;
  /** Told about every edit, e.g. to keep the request in the page's URL. */
  onValueChange?: (text: string) => void;
  /** Who asks, as the preview shows it. Default: "Your server". */
  server?: ServerIdentity;
  /** Any subset of the strings; the rest come from the provider, then {@link previewMessagesEn}. */
  messages?: Partial<PreviewMessages>;
  /** Level of the preview's section headings (default 2); a URL consent's title goes one below. */
  headingLevel?: 2 | 3 | 4;
  /** Render without the kit's class names. */
  unstyled?: boolean;
  /** Extra class on the root. */
  className?: string;
}

const DEFAULT_SERVER: ServerIdentity = { name: 'your-server', title: 'Your server' };

/** The params as text, to tell one request from another (`undefined` when they cannot be written as JSON). */
function fingerprint(params: unknown): string | undefined {
  try {
    return JSON.stringify(params);
  } catch {
    return undefined;
  }
}

/**
 * A "try your own request" page for server authors and evaluators: paste `elicitation/create`
 * params (or a whole request, or a bare `requestedSchema`) and see, live, the form or URL
 * consent the person would get, what core read from it (mode, fields, issues, normalisations),
 * and the exact JSON that Accept, Decline and Cancel send. Bad JSON gets a clear message,
 * never a crash. The link of a URL request is never opened.
 *
 * Example:
 *
 * ```tsx
 * <ElicitationPreview defaultValue={JSON.stringify(params)} onValueChange={(text) => saveToUrl(text)} />
 * ```
 */
export function ElicitationPreview(props: ElicitationPreviewProps) {
  const messages = useMessages(previewMessagesEn, props.messages);
  const common = useMessages(commonMessagesEn);
  const { open } = useMessages(urlConsentMessagesEn);
  const part = usePart(props.unstyled);
  const level = props.headingLevel ?? 2;
  const Heading = `h${level}` as const;
  const SubHeading = `h${level + 1}` as 'h3' | 'h4' | 'h5';
  const id = useId();

  const [ownText, setOwnText] = useState(props.defaultValue ?? '');
  const text = props.value ?? ownText;
  const { onValueChange } = props;
  const edit = useCallback(
    (next: string) => {
      setOwnText(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );

  const input = useMemo(() => readPreviewInput(text), [text]);
  const params = input.ok ? input.params : undefined;
  const request = useMemo(() => readRequest(params), [params]);
  const [attempt, setAttempt] = useState(0);
  // One rendering per request and attempt: an edit or "Answer again" shows a fresh one.
  const renderingKey = `${attempt}:${input.ok ? (fingerprint(params) ?? text) : ''}`;
  const [sent, setSent] = useState<{ key: string; result: ElicitResult }>();
  const sentNow = sent?.key === renderingKey ? sent.result : undefined;
  // What was typed survives edits of the request and "Answer again" (drafts are keyed by schema key).
  const draft = useRef<FormDraft | undefined>(undefined);

  return (
    <div className={part('root', part('preview', props.className))} data-ek-part="preview" data-state={input.ok ? 'ready' : input.problem}>
      <section className={part('preview-panel')} aria-labelledby={`${id}-input`}>
        <PreviewEditor id={id} text={text} onEdit={edit} input={input} messages={messages} part={part} />
        {input.ok ? (
          <section aria-labelledby={`${id}-reading`} data-ek-part="preview-reading">
            <Heading id={`${id}-reading`}>{messages.previewReadingTitle}</Heading>
            <PreviewReading request={request} shape={input.shape} messages={messages} heading={SubHeading} part={part} />
          </section>
        ) : null}
      </section>
      {input.ok ? (
        <div className={part('preview-output')}>
          <section className={part('preview-panel')} aria-labelledby={`${id}-seen`} data-ek-part="preview-seen">
            <Heading id={`${id}-seen`}>{messages.previewSeenTitle}</Heading>
            <Elicitation
              key={renderingKey}
              params={params}
              server={props.server ?? DEFAULT_SERVER}
              onRespond={(result) => setSent({ key: renderingKey, result })}
              formProps={{
                draft: draft.current,
                onDraftChange: (next) => {
                  draft.current = next;
                },
              }}
              // The preview shows what Open would send; it never opens a pasted link.
              urlProps={{ onOpen: () => undefined, headingLevel: Math.min(level + 1, 4) as 3 | 4 }}
            />
          </section>
          <PreviewAnswers
            request={request}
            sent={sentNow}
            onAgain={() => setAttempt((n) => n + 1)}
            messages={messages}
            buttons={{ accept: common.accept, decline: common.decline, cancel: common.cancel, open }}
            heading={Heading}
            part={part}
          />
        </div>
      ) : null}
    </div>
  );
}
