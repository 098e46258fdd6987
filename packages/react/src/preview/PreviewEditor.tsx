import type { Part } from '../shared/part.js';
import type { PreviewMessages } from './messages.js';
import type { PreviewInput } from './readPreviewInput.js';

/** Props of {@link PreviewEditor}. */
interface PreviewEditorProps {
  /** The preview's `useId`: the editor's ids derive from it. */
  id: string;
  text: string;
  onEdit: (text: string) => void;
  input: PreviewInput;
  messages: PreviewMessages;
  part: Part;
}

/** The preview's editor: its label and hint, the text area, and what is wrong with the text (bad JSON, nothing pasted). */
export function PreviewEditor({ id, text, onEdit, input, messages, part }: PreviewEditorProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const problem = input.ok ? undefined : input.problem === 'json' ? messages.previewBadJson(input.detail) : messages.previewEmpty;
  return (
    <>
      <label className={part('label')} id={`${id}-input`} htmlFor={`${id}-text`}>
        {messages.previewInputLabel}
      </label>
      <p className={part('hint')} id={hintId}>
        {messages.previewInputHint}
      </p>
      <textarea
        id={`${id}-text`}
        className={part('input', part('preview-editor'))}
        value={text}
        onChange={(event) => onEdit(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={16}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        aria-invalid={input.ok || input.problem === 'empty' ? undefined : true}
      />
      {problem ? (
        <p className={part('preview-problem')} id={errorId} data-ek-part="preview-input-problem" data-problem={input.ok ? undefined : input.problem}>
          {problem}
        </p>
      ) : null}
    </>
  );
}
