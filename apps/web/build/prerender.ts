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

/** The styles and scripts a lazily loaded screen needs, its static imports included (not index.html's). */
export function screenAssets(
  manifest: Readonly<Record<string, ManifestChunk>>,
  module: string,
): { css: string[]; scripts: string[] } {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html') return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { css: [...css], scripts: [...scripts] };
}

/** index.html with a page's markup in `#root` and its screen's styles and code linked in the head. */
export function prerenderedHtml(
  indexHtml: string,
  markup: string,
  assets: { css: string[]; scripts: string[] },
): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return indexHtml
    .replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
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
      await precompressDirectory(target);
      this.info(`prerendered ${Object.keys(pages).length} public pages into ${target}`);
    },
  };
}
