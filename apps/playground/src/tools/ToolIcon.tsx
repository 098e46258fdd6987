import type { ToolInfo } from './toolList.js';

// A wrench in the style of Feather (24×24, stroke): every tool looks the same unless its server
// offers an icon of its own (as a data: image; see toolList.ts).
const GENERIC = 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8z';

/** A decorative icon for a tool (hidden from assistive technology: the tool's title names it). */
export function ToolIcon({ tool }: { tool: Pick<ToolInfo, 'icon'> | undefined }) {
  if (tool?.icon !== undefined) return <img className="tool-icon" src={tool.icon} width="20" height="20" alt="" aria-hidden="true" />;
  return (
    <svg className="tool-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={GENERIC} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
