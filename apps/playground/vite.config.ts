import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { localSide } from './server/plugin.js';

// The SDK's MCP server sends no CORS headers, so the browser never talks to it directly:
// `/mcp` on the playground's own origin is proxied to the demo server (dev and preview), and
// any other server is reached through the local side's `/_ek/` endpoints (server/README.md).
const demoServerUrl = process.env.DEMO_SERVER_URL ?? 'http://127.0.0.1:8787/mcp';
const proxy: Record<string, ProxyOptions> = {
  '/mcp': { target: new URL(demoServerUrl).origin, changeOrigin: true },
};

const port = Number(process.env.PLAYGROUND_PORT ?? 5173);

export default defineConfig({
  plugins: [react(), localSide({ demoServerUrl: new URL('/mcp', demoServerUrl).href })],
  // Loopback only: the local side refuses any other host (it can start processes).
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: {
    // The kit's dialog and URL inspector are split into lazy chunks on purpose; the main
    // chunk (React + the SDK client + zod) is larger than Vite's default warning limit.
    chunkSizeWarningLimit: 1000,
  },
});
