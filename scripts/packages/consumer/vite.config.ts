import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain app config, as a user of the kit would write it: nothing kit-specific.
export default defineConfig({ plugins: [react()] });
