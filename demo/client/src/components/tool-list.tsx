import type { Tool } from '@modelcontextprotocol/client';

export interface ToolListProps {
  tools: readonly Tool[];
  /** A call is running: one at a time keeps the log readable. */
  busy: boolean;
  onRun: (name: string) => void;
}

/** The server's tools with their descriptions (server text, shown as text only). */
export function ToolList({ tools, busy, onRun }: ToolListProps) {
  return (
    <ul className="demo-tools">
      {tools.map((tool) => (
        <li key={tool.name} className="demo-tool">
          <div className="demo-tool-head">
            <h3 className="demo-tool-title">{tool.title ?? tool.name}</h3>
            {/* aria-disabled, not disabled: the button keeps focus while its call runs, so
                focus can return to it when the request dialog closes. */}
            <button
              type="button"
              className="demo-button"
              data-variant="primary"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onRun(tool.name)}
              aria-label={`Run ${tool.name}`}
            >
              Run
            </button>
          </div>
          <code className="demo-tool-name">{tool.name}</code>
          {tool.description && <p className="demo-tool-description">{tool.description}</p>}
        </li>
      ))}
    </ul>
  );
}
