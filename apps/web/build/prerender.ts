import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { precompressDirectory } from './precompress.ts';

/** Where the browser build's index.html keeps the app: the prerendered markup goes inside it. */
const EMPTY_ROOT = '<div id="root"></div>';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The styles a lazily loaded screen needs, its static imports' included (not index.html's). */
export function screenAssets(manifest: Readonly<Record<string, ManifestChunk>>, module: string): { css: string[] } {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { css: [...css] };
}

/** The classic script that starts the app once the prerendered page has painted (see below). */
export const BOOT_SCRIPT_FILE = 'prerendered/boot.js';

/**
 * Starts the app's module after the first paint: the page's text is already there, so its first
 * frame waits for nothing but the HTML and the styles, and the script (the larger part of the bytes)
 * loads and hydrates right after it. A file, not an inline script: the Content-Security-Policy
 * allows scripts from the origin only.
 */
export const BOOT_SCRIPT = `(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * index.html with a page's markup in `#root`, its screen's styles linked in the head, and the app's
 * module started by the boot script after the first paint instead of from the head (its preloads go
 * too: the module asks for what it imports).
 */
export function prerenderedHtml(indexHtml: string, markup: string, assets: { css: string[] }): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const styles = assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return indexHtml
    .replace(ENTRY_SCRIPT, `<script defer src="/${BOOT_SCRIPT_FILE}" data-entry="${entry}"></script>`)
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `  ${styles.join('\n    ')}\n  </head>`)
    .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
}

interface PrerenderModule {
  PRERENDERED_PAGES: Readonly<Record<string, { file: string; module: string }>>;
  renderPage: (path: string) => Promise<string>;
}

/**
 * Vite plugin of the server-side build of `src/app/prerender.tsx` (run after the browser build):
 * renders each public page with it and writes `<webDist>/prerendered/<page>.html`, with brotli and
 * gzip copies, and `pages.json` (path → file) for the gateway.
 */
export function prerenderPages(webDist: string): Plugin {
  let ssrOutDir = '';
  return {
    name: 'portal-prerender-pages',
    apply: 'build',
    configResolved(config) {
      ssrOutDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entry = pathToFileURL(join(ssrOutDir, 'prerender.js')).href;
      const { PRERENDERED_PAGES, renderPage } = (await import(entry)) as PrerenderModule;
      const indexHtml = await readFile(join(webDist, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const target = join(webDist, 'prerendered');
      await mkdir(target, { recursive: true });
      const pages: Record<string, string> = {};
      for (const [path, { file, module }] of Object.entries(PRERENDERED_PAGES)) {
        const html = prerenderedHtml(indexHtml, await renderPage(path), screenAssets(manifest, module));
        await writeFile(join(target, file), html);
        pages[path] = file;
      }
      await writeFile(join(target, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
      await writeFile(join(webDist, BOOT_SCRIPT_FILE), BOOT_SCRIPT);
      await precompressDirectory(target);
      this.info(`prerendered ${Object.keys(pages).length} public pages into ${target}`);
    },
  };
}
