/**
 * TS `fastmcp` 4.20.16 (on the v1 SDK; 2025-11-25 only), answered through `@elicit-kit/mcp`.
 */
import { describe } from 'vitest';
import { useServer } from '../test-support/fixture.js';
import { itServesTheSessionProtocol } from '../test-support/shared-cases.js';
import { startFastMcpServer } from './servers/fastmcp.js';

const fx = useServer(startFastMcpServer);

describe('TS fastmcp 4.20.16 (2025-11-25)', () => {
  // The binding judges the raw params, so content breaking `pattern` / `exclusiveMinimum` never
  // leaves; but until core evaluates the two keywords their fields drop out of the form, and the
  // required fields they leave "missing" make the kit cancel a valid answer too.
  itServesTheSessionProtocol(fx);
});
