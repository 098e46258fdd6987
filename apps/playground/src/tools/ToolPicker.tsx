import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ToolInfo } from './catalog.js';
import { ToolIcon } from './ToolIcon.js';

export interface ToolPickerProps {
  tools: readonly ToolInfo[];
  /** The buttons work once the connection stands. */
  connection: 'connecting' | 'connected' | 'failed';
  onCall: (tool: string) => void;
}

/**
 * The demo server's tools as cards. Each card's button (named by the tool's title, described by
 * its description) starts a call; it stretches over the whole card, so a click anywhere on the
 * card works, while Tab visits one button per tool.
 */
export function ToolPicker({ tools, connection, onCall }: ToolPickerProps) {
  const t = useAppMessages();
  return (
    <aside className="sidebar" aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="sidebar-heading">
        {t.toolsHeading}
      </h2>
      <p className="sidebar-hint" data-state={connection}>
        {withCode({ connecting: t.connecting, connected: t.toolsHint, failed: t.connectionHelp }[connection])}
      </p>
      <ul className="tool-list" data-testid="tool-picker" data-state={connection}>
        {tools.map((tool) => (
          <li key={tool.name} className="tool-card">
            <span className="tool-card-icon" aria-hidden="true">
              <ToolIcon tool={tool.name} />
            </span>
            <span className="tool-card-text">
              <button
                type="button"
                className="tool-button"
                data-testid={`tool-${tool.name}`}
                data-tool={tool.name}
                aria-describedby={`tool-${tool.name}-description`}
                // aria-disabled, not disabled: the tools stay focusable and readable while offline.
                aria-disabled={connection !== 'connected'}
                onClick={(event) => {
                  // The second click of a double click is the same intent, not a second call.
                  if (connection === 'connected' && event.detail <= 1) onCall(tool.name);
                }}
              >
                {tool.title}
              </button>
              <span className="tool-card-description" id={`tool-${tool.name}-description`}>
                {tool.description}
              </span>
              <code className="tool-card-name">{tool.name}</code>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Text with `backticked` commands shown as code. */
function withCode(text: string) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
