import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ToolInfo } from './catalog.js';
import { ToolIcon } from './ToolIcon.js';

export interface ToolPickerProps {
  tools: readonly ToolInfo[];
  /** The list comes once the connection stands. */
  connecting: boolean;
  onCall: (tool: string) => void;
}

/** The server's tools as a list of buttons: each starts a call (Tab, then Enter or Space). */
export function ToolPicker({ tools, connecting, onCall }: ToolPickerProps) {
  const t = useAppMessages();
  return (
    <aside className="sidebar" aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="sidebar-heading">
        {t.toolsHeading}
      </h2>
      <p className="sidebar-hint">{t.toolsHint}</p>
      {connecting ? <p className="sidebar-hint" aria-hidden="true">{t.connecting}</p> : null}
      <ul className="tool-list" data-testid="tool-picker" aria-busy={connecting}>
        {tools.map((tool) => (
          <li key={tool.name}>
            <button
              type="button"
              className="tool-button"
              data-testid={`tool-${tool.name}`}
              data-tool={tool.name}
              aria-label={t.callTool(tool.title)}
              aria-describedby={`tool-${tool.name}-description`}
              onClick={() => onCall(tool.name)}
            >
              <span className="tool-button-icon">
                <ToolIcon tool={tool.name} />
              </span>
              <span className="tool-button-text">
                <span className="tool-button-title">{tool.title}</span>
                <span className="tool-button-description" id={`tool-${tool.name}-description`}>
                  {tool.description}
                </span>
                <code className="tool-button-name">{tool.name}</code>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
