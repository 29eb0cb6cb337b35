import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractsEntry = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));

/**
 * The portal's browser app. The gateway serves `dist/` (index.html for every non-/api path) under a
 * strict Content-Security-Policy: no inline scripts, no external fonts or images.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@portal/contracts': contractsEntry } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
