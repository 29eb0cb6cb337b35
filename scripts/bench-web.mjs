#!/usr/bin/env node
// Builds the web app and prints how much gzipped JavaScript the landing page loads, and the
// largest route chunk. Budget: landing page <= 170 KB of gzipped JavaScript.
//   node scripts/bench-web.mjs            build into test-artifacts/bench-web (never over apps/web/dist,
//                                         which a running portal may be serving), then measure
//   node scripts/bench-web.mjs --no-build measure the existing apps/web/dist
//   node scripts/bench-web.mjs --check    exit 1 when the landing page is over budget
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LANDING_BUDGET_KB = 170;
const LANDING_MODULE = 'src/features/landing/LandingPage.tsx';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'apps/web');
const args = new Set(process.argv.slice(2));
const distDir = args.has('--no-build') ? join(webDir, 'dist') : join(root, 'test-artifacts/bench-web');

if (!args.has('--no-build')) {
  const started = Date.now();
  const viteArgs = ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'];
  execFileSync(join(root, 'node_modules/.bin/vite'), viteArgs, { cwd: webDir, stdio: 'inherit' });
  console.log(`vite build: ${((Date.now() - started) / 1000).toFixed(1)} s (into ${distDir})`);
}

const manifestPath = join(distDir, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the web app first (build.manifest must be true).`);
  process.exit(1);
}
/** @type {Record<string, {file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean, src?: string, css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file))).length);
  return gzipCache.get(file);
}

/** The chunk of `key` and every chunk it imports statically (what the browser must load for it). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const jsBytes = (keys) => [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key].file), 0);
const cssBytes = (keys) =>
  [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce((sum, file) => sum + gzipBytes(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[LANDING_MODULE]) {
  console.error(`The manifest has no entry or no ${LANDING_MODULE} chunk.`);
  process.exit(1);
}

// What index.html loads (<script> + modulepreload), then the landing route's lazy chunk and its imports.
const initial = staticClosure(entryKey);
const landing = staticClosure(LANDING_MODULE, new Set(initial));
const landingJs = jsBytes(landing);

// Each lazily loaded route: its own chunk, and what it adds on top of the initial load.
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const extra = [...staticClosure(key, new Set(initial))].filter((chunk) => !initial.has(chunk));
    return { key, own: gzipBytes(manifest[key].file), added: jsBytes(extra) };
  })
  .sort((a, b) => b.own - a.own);
const largest = routes[0];

console.log('');
console.log('Web app bundle (gzipped)');
console.log(`  initial JS (index.html script + modulepreload): ${kb(jsBytes(initial))} in ${initial.size} files`);
console.log(
  `  landing page JS (initial + landing route):      ${kb(landingJs)} in ${landing.size} files  [budget ${LANDING_BUDGET_KB} KB: ${landingJs <= LANDING_BUDGET_KB * 1024 ? 'OK' : 'OVER'}]`,
);
console.log(`  landing page CSS:                               ${kb(cssBytes(landing))}`);
console.log(
  `  largest route chunk: ${largest.key} ${kb(largest.own)} (loads ${kb(largest.added)} beyond the initial JS)`,
);
console.log('  routes (own chunk / added beyond initial):');
for (const route of routes)
  console.log(`    ${route.key.padEnd(48)} ${kb(route.own).padStart(9)} / ${kb(route.added).padStart(9)}`);

if (args.has('--check') && landingJs > LANDING_BUDGET_KB * 1024) process.exit(1);
