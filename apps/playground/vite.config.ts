import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The SDK's MCP server sends no CORS headers, so the browser never talks to it directly:
// `/mcp` on the playground's own origin is proxied to the demo server (dev and preview).
const demoServerOrigin = new URL(process.env.DEMO_SERVER_URL ?? 'http://127.0.0.1:8787').origin;
const proxy: Record<string, ProxyOptions> = {
  '/mcp': { target: demoServerOrigin, changeOrigin: true },
};

const port = Number(process.env.PLAYGROUND_PORT ?? 5173);

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
  build: {
    // The kit's dialog and URL inspector are split into lazy chunks on purpose; the main
    // chunk (React + the SDK client + zod) is larger than Vite's default warning limit.
    chunkSizeWarningLimit: 1000,
  },
});
