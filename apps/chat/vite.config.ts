import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// One origin for the browser: Vite serves the app, `/api/` goes to the chat server (or, in the
// two-instance e2e test, to a round-robin proxy in front of two of them).
const chatApiOrigin = new URL(process.env.CHAT_API_URL ?? 'http://127.0.0.1:8790').origin;
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: chatApiOrigin, changeOrigin: true },
};

const port = Number(process.env.CHAT_PORT ?? 5174);

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port, strictPort: true, proxy },
});
