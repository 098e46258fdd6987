/**
 * The Python servers in `interop/python/` (Python FastMCP 4.0.x, the Python SDK `mcp` 2.3.x),
 * started as child processes with the interpreter `ELICIT_KIT_PYTHON` names (a virtualenv with
 * `fastmcp==4.0.10 mcp==2.3.0`). CI has no Python index, so nothing in CI starts them: the capture
 * script and the by-hand checks do, on a machine that has one.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from '@elicit-kit/test-support/listen';

/** The versions `interop/python/` was written and captured against. */
export const PYTHON_VERSIONS = { fastmcp: '4.0.10', mcp: '2.3.0' } as const;

/** Which Python server: FastMCP, or the Python SDK's `MCPServer`. */
export type PythonFramework = 'fastmcp' | 'python-sdk';

const SCRIPTS: Record<PythonFramework, string> = { fastmcp: 'fastmcp_server.py', 'python-sdk': 'sdk_server.py' };

/** The interpreter to run the Python servers with, or `undefined` when `ELICIT_KIT_PYTHON` is not set. */
export function pythonInterpreter(): string | undefined {
  const python = process.env.ELICIT_KIT_PYTHON;
  return python === undefined || python === '' ? undefined : python;
}

/**
 * Starts `framework`'s server with `python` and resolves once it prints where it listens
 * (`listening <url>`, after uvicorn accepts connections). `close()` terminates the process.
 */
export async function startPythonServer(framework: PythonFramework, python: string): Promise<RunningServer> {
  const script = fileURLToPath(new URL(`../../python/${SCRIPTS[framework]}`, import.meta.url));
  const child = spawn(python, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr = (stderr + chunk).slice(-4000)));
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${SCRIPTS[framework]} exited (${String(code)}) before it listened:\n${stderr}`);
  });
  const listening = (async () => {
    for await (const line of lines) {
      const match = /^listening (http:\/\/\S+)$/.exec(line);
      if (match?.[1] !== undefined) return new URL(match[1]);
    }
    throw new Error(`${SCRIPTS[framework]} closed its output before it listened:\n${stderr}`);
  })();
  const url = await Promise.race([listening, exited]);
  exited.catch(() => undefined);
  return {
    url,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const ended = once(child, 'exit');
      child.kill('SIGTERM');
      await ended;
    },
  };
}

/** The installed versions of `fastmcp` and `mcp` in `python`'s environment (what the captures say they came from). */
export function pythonPackageVersions(python: string): { fastmcp: string; mcp: string } {
  const script = 'import json, importlib.metadata as m; print(json.dumps({"fastmcp": m.version("fastmcp"), "mcp": m.version("mcp")}))';
  return JSON.parse(execFileSync(python, ['-c', script], { encoding: 'utf8' })) as { fastmcp: string; mcp: string };
}
