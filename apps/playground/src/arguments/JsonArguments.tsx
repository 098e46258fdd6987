import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { withCode } from '../layout/withCode.js';
import type { ToolInfo } from '../tools/toolList.js';
import { checkArguments, initialArgumentsText } from './argumentSchema.js';

/**
 * The arguments as JSON, for schemas a form cannot hold: a textarea checked against the tool's
 * `inputSchema` as the person types (Ajv), the problems listed in words, and a Call that sends
 * only arguments the schema accepts. The schema itself is one disclosure away.
 */
export function JsonArguments({ tool, onCall }: { tool: ToolInfo; onCall: (args: Record<string, unknown>) => void }) {
  const t = useAppMessages().args;
  const id = useId();
  const [text, setText] = useState(() => initialArgumentsText(tool.inputSchema));
  const [tried, setTried] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const check = useMemo(() => checkArguments(text, tool.inputSchema, t.schemaErrors), [text, tool.inputSchema, t.schemaErrors]);
  const showProblems = !check.ok && (tried || text.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.ok) onCall(check.value);
    else areaRef.current?.focus();
  };
  const problemsId = `${id}-problems`;
  const hintId = `${id}-hint`;
  return (
    <form className="json-arguments" data-testid="json-arguments" data-valid={check.ok} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`}>{t.jsonLabel}</label>
      <p id={hintId} className="field-hint">
        {t.jsonHint}
      </p>
      <textarea
        ref={areaRef}
        id={`${id}-text`}
        className="json-input"
        data-testid="arguments-json"
        value={text}
        rows={Math.min(16, Math.max(4, text.split('\n').length + 1))}
        spellCheck={false}
        aria-invalid={showProblems || undefined}
        aria-describedby={showProblems ? `${problemsId} ${hintId}` : hintId}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={problemsId} className="json-problems" data-testid="arguments-problems" aria-live="polite">
        {showProblems ? (
          <>
            <p>{t.problems[check.problem]}</p>
            {check.messages.length > 0 ? (
              <ul>
                {check.messages.map((message, index) => (
                  <li key={index}>{withCode(message)}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {check.ok && check.warning ? <p>{check.warning}</p> : null}
      </div>
      <details className="json-schema">
        <summary>{t.schema}</summary>
        <pre tabIndex={0} aria-label={t.schema}>
          <code>{JSON.stringify(tool.inputSchema, null, 2)}</code>
        </pre>
      </details>
      <button type="submit" className="button button-primary" data-testid="call-tool">
        {t.call}
      </button>
    </form>
  );
}
