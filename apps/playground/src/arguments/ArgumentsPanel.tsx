import { useEffect, useRef } from 'react';
import { useAppMessages } from '../i18n/AppMessagesContext.js';
import type { ToolInfo } from '../tools/toolList.js';
import { ArgumentsForm } from './ArgumentsForm.js';
import { editorFor } from './argumentSchema.js';
import { JsonArguments } from './JsonArguments.js';

export interface ArgumentsPanelProps {
  tool: ToolInfo;
  onCall: (tool: ToolInfo, args: Record<string, unknown>) => void;
  onClose: () => void;
}

/**
 * A tool's arguments before the call: the kit's own form when the `inputSchema` fits the
 * elicitation grammar (so authors see their schema as a person would), a JSON editor checked
 * against the schema otherwise, and just a Call button for a tool without arguments. Takes
 * focus when it opens; Close (or Escape in the form) goes back without calling, Call starts
 * the call (the app then closes the panel).
 */
export function ArgumentsPanel({ tool, onCall, onClose }: ArgumentsPanelProps) {
  const t = useAppMessages().args;
  const editor = editorFor(tool.inputSchema);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [tool]);
  const call = (args: Record<string, unknown>) => onCall(tool, args);
  const headingId = `arguments-${tool.name}-heading`;
  return (
    <section className="arguments" data-testid="arguments" data-tool={tool.name} data-editor={editor} aria-labelledby={headingId}>
      <div className="arguments-header">
        <h3 id={headingId} className="arguments-heading" ref={headingRef} tabIndex={-1}>
          {t.heading(tool.title)}
        </h3>
        {/* The kit's form has its own Close (its Cancel); one per panel. */}
        {editor === 'form' ? null : (
          <button type="button" className="button button-quiet" data-testid="close-arguments" onClick={onClose}>
            {t.close}
          </button>
        )}
      </div>
      {editor === 'form' ? <ArgumentsForm key={tool.name} tool={tool} onCall={call} onClose={onClose} /> : null}
      {editor === 'json' ? <JsonArguments key={tool.name} tool={tool} onCall={call} /> : null}
      {editor === 'none' ? (
        <button type="button" className="button button-primary" data-testid="call-tool" onClick={() => call({})}>
          {t.call}
        </button>
      ) : null}
    </section>
  );
}
