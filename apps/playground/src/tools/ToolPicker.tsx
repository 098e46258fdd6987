import { useAppMessages } from '../i18n/AppMessagesContext.js';
import { withCode } from '../layout/withCode.js';
import { ToolIcon } from './ToolIcon.js';
import { requiresArguments, takesArguments, type ToolInfo } from './toolList.js';
import type { ToolListState } from './useToolList.js';

export interface ToolPickerProps {
  tools: ToolListState;
  /** The buttons work once the connection stands. */
  connection: 'connecting' | 'connected' | 'failed';
  /** Said while offline: how to get the server going. */
  offlineHint: string;
  /** Said over the listed tools (the demo's copy only for the demo). */
  readyHint: string;
  /** Calls the tool with no arguments (the server's defaults). */
  onCall: (tool: ToolInfo) => void;
  /** Opens the tool's arguments. */
  onEditArguments: (tool: ToolInfo) => void;
}

/**
 * The server's tools (from `tools/list`) as cards. Each card's button (named by the tool's
 * title, described by its description) starts a call, or opens the arguments when the tool
 * requires some; a tool that takes optional arguments has a second button for them. The
 * title button stretches over the card, so a click anywhere on it works.
 */
export function ToolPicker({ tools, connection, offlineHint, readyHint, onCall, onEditArguments }: ToolPickerProps) {
  const t = useAppMessages();
  const list = tools.tools;
  const hint =
    connection === 'connecting'
      ? t.connecting
      : connection === 'failed'
        ? offlineHint
        : tools.status === 'failed'
          ? t.toolsFailed
          : list.length === 0 && tools.status === 'ready'
            ? t.toolsNone
            : readyHint;
  return (
    <section className="tools" aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="sidebar-heading">
        {t.toolsHeading}
      </h2>
      <p className="sidebar-hint" data-state={connection} data-testid="tools-hint">
        {withCode(hint)}
      </p>
      <ul className="tool-list" data-testid="tool-picker" data-state={connection} data-list={tools.status} data-count={list.length}>
        {list.map((tool) => {
          const needs = requiresArguments(tool);
          return (
            <li key={tool.name} className="tool-card">
              <span className="tool-card-icon" aria-hidden="true">
                <ToolIcon tool={tool} />
              </span>
              <span className="tool-card-text">
                <button
                  type="button"
                  className="tool-button"
                  data-testid={`tool-${tool.name}`}
                  data-tool={tool.name}
                  data-needs-arguments={needs || undefined}
                  aria-describedby={`tool-${tool.name}-description`}
                  // aria-disabled, not disabled: the tools stay focusable and readable while offline.
                  aria-disabled={connection !== 'connected'}
                  onClick={(event) => {
                    // The second click of a double click is the same intent, not a second call.
                    if (connection !== 'connected' || event.detail > 1) return;
                    if (needs) onEditArguments(tool);
                    else onCall(tool);
                  }}
                >
                  {tool.title}
                </button>
                <span className="tool-card-description" id={`tool-${tool.name}-description`}>
                  {tool.description}
                </span>
                <code className="tool-card-name">{tool.name}</code>
                {takesArguments(tool) && !needs ? (
                  <button
                    type="button"
                    className="button button-quiet tool-arguments-button"
                    data-testid={`arguments-${tool.name}`}
                    aria-disabled={connection !== 'connected'}
                    onClick={() => connection === 'connected' && onEditArguments(tool)}
                  >
                    {t.args.editArguments}
                    <span className="visually-hidden"> {tool.title}</span>
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
