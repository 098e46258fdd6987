import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ToolResult } from './toolResult.js';

/** A finished call's answer: the tool's sentences, its status, and the structured content as JSON (collapsible). */
export function ResultView({ result, headingId }: { result: ToolResult; headingId: string }) {
  const t = useAppMessages();
  return (
    <div className="result" role="group" data-testid="call-result" aria-labelledby={headingId}>
      <div className="result-header">
        <h4 id={headingId} className="result-heading">
          {t.resultHeading}
        </h4>
        {result.status ? (
          <span className="result-status" data-testid="result-status" data-status={result.status}>
            {result.status}
          </span>
        ) : null}
      </div>
      {result.texts.map((text, index) => (
        <p key={index} className="result-text" data-testid="result-text">
          {text}
        </p>
      ))}
      {result.structuredContent ? (
        <details className="result-json">
          <summary>{t.structuredContent}</summary>
          <pre data-testid="result-json" tabIndex={0} aria-label={t.structuredContent}>
            <code>{JSON.stringify(result.structuredContent, null, 2)}</code>
          </pre>
        </details>
      ) : null}
    </div>
  );
}
