import { hideValues, NO_SECRETS } from '../exchange/maskSecrets.js';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ToolResult } from './toolResult.js';

/**
 * A finished call's answer: the tool's sentences, its status, and the structured content as JSON
 * (collapsible). `secrets`: what the person sent in masked fields; a server that echoes one back
 * has it masked here too, as in the exchange log (which can reveal it).
 */
export function ResultView({ result, headingId, secrets = NO_SECRETS }: { result: ToolResult; headingId: string; secrets?: ReadonlySet<string> }) {
  const t = useAppMessages();
  const texts = hideValues(result.texts, secrets).value as readonly string[];
  const structured = hideValues(result.structuredContent, secrets).value;
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
      {texts.map((text, index) => (
        <p key={index} className="result-text" data-testid="result-text">
          {text}
        </p>
      ))}
      {structured ? (
        <details className="result-json">
          <summary>{t.structuredContent}</summary>
          <pre data-testid="result-json" tabIndex={0} aria-label={t.structuredContent}>
            <code>{JSON.stringify(structured, null, 2)}</code>
          </pre>
        </details>
      ) : null}
    </div>
  );
}
