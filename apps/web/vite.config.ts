import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';
import { PUBLIC_MANTINE_COMPONENTS } from './src/app/public-mantine.ts';

const publicMantineModule = new RegExp(
  `[\\\\/]node_modules[\\\\/]@mantine[\\\\/](hooks[\\\\/]|core[\\\\/]esm[\\\\/](core|utils|components[\\\\/](${PUBLIC_MANTINE_COMPONENTS.join('|')}))[\\\\/])`,
);
const contractsEntry = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));

/**
 * `vite` / `vite preview` during development: /api goes to a running portal (PORTAL_URL, default
 * http://localhost:3000). The gateway refuses writes from another origin, so the dev proxy presents
 * the portal's own origin; the built app is always served by the gateway itself.
 */
const portalUrl = process.env.PORTAL_URL ?? 'http://localhost:3000';
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: portalUrl,
    configure: (proxy) => {
      proxy.on('proxyReq', (request) => {
        if (request.getHeader('origin')) request.setHeader('origin', new URL(portalUrl).origin);
      });
    },
  },
};

/**
 * The portal's browser app. The gateway serves `dist/` (index.html for every non-/api path) under a
 * strict Content-Security-Policy: no inline scripts, no external fonts or images.
 */
/** The browser build the prerender step writes into (bench:web builds elsewhere: PRERENDER_WEB_DIST). */
const webDist = process.env.PRERENDER_WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // precompress: .br and .gz copies of the built files, served as they are by the gateway. The
  // second, server-side build (`--ssr src/app/prerender.tsx`) renders the public pages into dist.
  plugins: isSsrBuild ? [react(), prerenderPages(webDist)] : [react(), precompress()],
  resolve: { alias: { '@portal/contracts': contractsEntry } },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The Mantine code the public screens need in one chunk (not a dozen tiny ones, each a
        // request); the rest of Mantine stays with the signed-in screens that use it.
        codeSplitting: {
          groups: [{ name: 'mantine-public', test: (id) => publicMantineModule.test(id), priority: 1 }],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
}));
