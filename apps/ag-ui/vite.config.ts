import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// One origin for the browser: Vite serves the page, `/api/` goes to the agent server (server/main.ts).
const agentOrigin = new URL(process.env.AGENT_API_URL ?? 'http://127.0.0.1:8791').origin;
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: agentOrigin, changeOrigin: true },
};

const port = Number(process.env.AGUI_PORT ?? 5175);

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: port !== 0, proxy },
  preview: { host: '127.0.0.1', port, strictPort: port !== 0, proxy },
});
