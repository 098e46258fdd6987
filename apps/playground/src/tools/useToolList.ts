import type { StandardSchemaV1 } from '@modelcontextprotocol/client';
import { useEffect, useState } from 'react';
import type { McpConnection } from '../mcp/connect.js';
import { listAllTools, type ToolInfo, type ToolPage } from './toolList.js';

/** The connected server's tools, as `tools/list` says now. */
export type ToolListState =
  /** Not connected: the last list of the same server stays shown (its buttons wait, aria-disabled). */
  | { status: 'idle'; tools: readonly ToolInfo[] }
  | { status: 'loading'; tools: readonly ToolInfo[] }
  | { status: 'ready'; tools: readonly ToolInfo[]; truncated: boolean }
  | { status: 'failed'; tools: readonly ToolInfo[]; error: unknown };

const NONE: readonly ToolInfo[] = [];

/**
 * Lists the tools of `connection` (every page) once it stands, and again whenever the server
 * sends `notifications/tools/list_changed`. A reload keeps the tools shown until the new list
 * is in, and a slower earlier reload never overwrites a newer one. While the connection is down
 * (lost, reconnecting) the last list of the same `server` stays; another server starts empty.
 */
export function useToolList(connection: McpConnection | undefined, server: unknown): ToolListState {
  const [state, setState] = useState<ToolListState>({ status: 'idle', tools: NONE });
  useEffect(() => setState({ status: 'idle', tools: NONE }), [server]);
  useEffect(() => {
    if (connection === undefined) {
      setState((previous) => ({ status: 'idle', tools: previous.tools }));
      return;
    }
    let latest = 0;
    let live = true;
    const load = () => {
      const run = ++latest;
      setState((previous) => ({ status: 'loading', tools: previous.tools }));
      listAllTools((cursor) => listPage(connection, cursor)).then(
        ({ tools, truncated }) => {
          if (live && run === latest) setState({ status: 'ready', tools, truncated });
        },
        (error: unknown) => {
          if (live && run === latest) setState((previous) => ({ status: 'failed', tools: previous.tools, error }));
        },
      );
    };
    load();
    const unsubscribe = connection.toolsChanged.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [connection]);
  return state;
}

// The SDK's listTools() without a cursor walks every page itself; the app pages explicitly
// (its own limits, a looping cursor kept apart from a failure) and reads each raw page itself.
const RAW: StandardSchemaV1<unknown, unknown> = { '~standard': { version: 1, vendor: 'elicit-kit-playground', validate: (value: unknown) => ({ value }) } };

async function listPage(connection: McpConnection, cursor: string | undefined): Promise<ToolPage> {
  const page = await connection.client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, RAW);
  const record = typeof page === 'object' && page !== null ? (page as Record<string, unknown>) : {};
  return {
    tools: Array.isArray(record.tools) ? record.tools : [],
    nextCursor: typeof record.nextCursor === 'string' ? record.nextCursor : undefined,
  };
}
