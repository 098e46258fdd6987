/**
 * TS `fastmcp` 4.20.16 (on the v1 SDK; 2025-11-25 only), answered through `@elicit-kit/mcp`.
 */
import { describe } from 'vitest';
import { useServer } from '../test-support/fixture.js';
import { itServesTheSessionProtocol } from '../test-support/shared-cases.js';
import { startFastMcpServer } from './servers/fastmcp.js';

const fx = useServer(startFastMcpServer);

describe('TS fastmcp 4.20.16 (2025-11-25)', () => {
  // The binding still validates what the SDK client left of the schema (no `pattern`, no
  // `exclusiveMinimum`), so such content is sent and the server's Ajv fails the tool.
  itServesTheSessionProtocol(fx, { valid: 'helper "core13": pattern and exclusive bounds in core' });
});
