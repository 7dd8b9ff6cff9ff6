// The operators' console (issue #23): its own Vite build, apart from the Taro visitor app, into
// dist/admin with the base path /admin/ where the reference server serves it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: path.resolve(here, '../dist/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    // `npx vite admin` during development: the API of a running `npm start`.
    proxy: { '/exhibition-api': 'http://127.0.0.1:10086' },
  },
});
