import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_BOOT_GLOBAL } from '@portal/contracts';
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

/**
 * What a visitor reads when the app could not be fetched (a phone that lost its connection): the
 * sentence, then a link that loads the page again.
 */
export const BOOT_PROBLEM = {
  text: 'This page could not finish loading. Check your internet connection, then ',
  reload: 'reload the page',
};

/**
 * The app's start on a prerendered page, inline at the end of `<body>`: it requests the app's module
 * (named by `data-entry`) at the visitor's first interaction (a press, a key, a touch, a focus), and
 * until the app has adopted the page it notes what is typed into which field and holds a form's
 * submission and a button's click on the object it leaves on `window` (src/app/prerendered-boot.ts),
 * which the app replays once it has adopted the page. Should the module not arrive (offline, a lost
 * connection), what was held is dropped and an alert above the page says so, with a link that loads
 * the page again. Not a retry in place: a browser keeps a module that failed to arrive as failed for
 * the page's life, and the entry at another address would be a second copy of the app beside the
 * one its lazy chunks import.
 *
 * Why not at once, or after the first paint: the public pages need no script to be read, and their
 * links are links. The app is 190 KB of script whose start (evaluating it, then hydrating the page)
 * blocked a mobile phone's main thread for 0.4-0.8 s of Lighthouse's Total Blocking Time on every
 * visit, read or not; started at the first interaction, it loads while the visitor types. Inline,
 * because a script file in the HTML is a request before the first paint. The gateway's
 * Content-Security-Policy allows this exact script by its hash (contracts'
 * PRERENDERED_BOOT_SCRIPT_CSP_SOURCE), so it is the same text on every page and the entry is an attribute.
 */
export const BOOT_SCRIPT = `(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var boot = { started: false, adopted: false, typed: [], submit: null, click: null };
  window.${PRERENDERED_BOOT_GLOBAL} = boot;
  function showProblem() {
    var problem = document.createElement('p');
    problem.setAttribute('role', 'alert');
    problem.appendChild(document.createTextNode(${JSON.stringify(BOOT_PROBLEM.text)}));
    var reload = document.createElement('a');
    reload.href = location.href;
    reload.textContent = ${JSON.stringify(BOOT_PROBLEM.reload)};
    reload.style.color = 'inherit';
    problem.appendChild(reload);
    problem.appendChild(document.createTextNode('.'));
    var style = problem.style;
    style.margin = '0';
    style.padding = '12px 16px';
    style.background = '#a61e1e';
    style.color = '#fff';
    style.textAlign = 'center';
    document.body.insertBefore(problem, document.body.firstChild);
  }
  var starters = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function start() {
    if (boot.started) return;
    boot.started = true;
    for (var i = 0; i < starters.length; i++) removeEventListener(starters[i], start, true);
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    module.onerror = function () {
      boot.submit = null;
      boot.click = null;
      showProblem();
    };
    document.head.appendChild(module);
  }
  for (var i = 0; i < starters.length; i++) addEventListener(starters[i], start, { capture: true, passive: true });
  addEventListener('input', function (event) {
    if (!boot.adopted && typeof event.target.value === 'string') boot.typed.push([event.target, event.target.value]);
  }, true);
  addEventListener('submit', function (event) {
    if (boot.adopted) return;
    event.preventDefault();
    event.stopPropagation();
    boot.submit = event.target;
    start();
  }, true);
  addEventListener('click', function (event) {
    var button = !boot.adopted && event.target.closest && event.target.closest('button[type="button"]');
    if (!button) return;
    event.stopPropagation();
    boot.click = button;
    start();
  }, true);
})();`;

/** The CSP source that allows BOOT_SCRIPT (the gateway's `script-src` lists it beside 'self'). */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** index.html preloads the session check; a prerendered page goes only to visitors without a session. */
const SESSION_PRELOAD = /(\s*<!--[^>]*-->)?\s*<link rel="preload" href="\/api\/auth\/user"[^>]*>/;

/**
 * index.html with a page's markup in `#root`, its screen's styles linked in the head, and no script
 * request before the first paint: the module entry and its preloads leave the head, the inline
 * BOOT_SCRIPT at the end of the body starts the module after the paint (the module asks for what
 * it imports), and the session check is not preloaded (a visitor without a session cookie has none).
 */
export function prerenderedHtml(indexHtml: string, markup: string, assets: { css: string[] }): string {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  if (!indexHtml.includes('</body>')) throw new Error('index.html has no </body>');
  const styles = assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const boot = `  <script data-entry="${entry}">${BOOT_SCRIPT}</script>\n  </body>`;
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(SESSION_PRELOAD, '')
    .replace('</head>', () => `  ${styles.join('\n    ')}\n  </head>`)
    .replace('</body>', () => boot)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
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
