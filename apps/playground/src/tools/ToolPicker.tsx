import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ToolInfo } from './catalog.js';
import { ToolIcon } from './ToolIcon.js';

export interface ToolPickerProps {
  tools: readonly ToolInfo[];
  /** The list comes once the connection stands. */
  connecting: boolean;
  onCall: (tool: string) => void;
}

/**
 * The server's tools as cards. Each card's button (named by the tool's title, described by
 * its description) starts a call; it stretches over the whole card, so a click anywhere on the
 * card works, while Tab visits one button per tool.
 */
export function ToolPicker({ tools, connecting, onCall }: ToolPickerProps) {
  const t = useAppMessages();
  return (
    <aside className="sidebar" aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="sidebar-heading">
        {t.toolsHeading}
      </h2>
      <p className="sidebar-hint">{connecting ? t.connecting : t.toolsHint}</p>
      <ul className="tool-list" data-testid="tool-picker" aria-busy={connecting}>
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
                onClick={() => onCall(tool.name)}
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
