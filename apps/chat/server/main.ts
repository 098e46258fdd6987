/**
 * `node --import tsx server/main.ts`: runs the chat server until Ctrl-C, SIGTERM, or the death
 * of the process that started it (its stdin pipe closing), as the demo server does. Settings
 * come from the environment (`config.ts`); it prints `chat server: <url>` once it listens.
 */
import { stopWhenAsked } from '@elicit-kit/node-http';
import { startChatServer } from './chat-server.js';
import { ConfigError, readChatConfig } from './config.js';

const server = await (async () => {
  try {
    const config = readChatConfig();
    return await startChatServer({ ...config, log: (line) => console.log(line) });
  } catch (error) {
    const inUse = (error as { code?: string }).code === 'EADDRINUSE';
    console.error(
      inUse
        ? 'chat server: its port is in use; set CHAT_SERVER_PORT (0 = any free port).'
        : `chat server: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
})();
console.log(`chat server: ${server.url}`);

// Stops on Ctrl-C, SIGTERM, or the end of a piped stdin (the process that started it died).
stopWhenAsked(() => server.close());
