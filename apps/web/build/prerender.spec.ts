import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { PRERENDERED_BOOT_SCRIPT_CSP_SOURCE } from '@portal/contracts';
import { COLOR_SCHEME } from '../src/app/theme';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, prerenderedHtml, screenAssets } from './prerender';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_fields-1.js': { file: 'assets/fields-1.js', css: ['assets/fields-1.css'], imports: ['_shared-1.js'] },
  'src/features/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-1.js',
    css: ['assets/LoginPage-1.css'],
    imports: ['index.html', '_fields-1.js'],
  },
};

describe('screenAssets', () => {
  it("collects a screen's styles through its static imports, not index.html's", () => {
    expect(screenAssets(manifest, 'src/features/auth/LoginPage.tsx')).toEqual({
      css: ['assets/LoginPage-1.css', 'assets/fields-1.css'],
    });
  });

  it('fails the build when the screen is not in the manifest', () => {
    expect(() => screenAssets(manifest, 'src/features/auth/Gone.tsx')).toThrow('no src/features/auth/Gone.tsx');
  });
});

describe('prerenderedHtml', () => {
  const index = [
    '<html><head>',
    '<!-- The session check every page starts with: requested while the scripts download. -->',
    '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('puts the markup in #root and links the styles in the head', () => {
    const html = prerenderedHtml(index, '<h1>Welcome back</h1>', { css: ['assets/LoginPage-1.css'] });
    expect(html).toContain('<div id="root"><h1>Welcome back</h1></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css">');
    expect(html.indexOf('LoginPage-1.css')).toBeLessThan(html.indexOf('</head>'));
  });

  // A script file in the page is downloaded and run before the LCP is presented, so Lighthouse's
  // simulated LCP waits for it (and for the task that requested it): the text must need only the
  // HTML and the styles.
  it('requests nothing but styles before the first paint: no script file, preload or module preload', () => {
    const html = prerenderedHtml(index, '<p>$& and $1 stay as they are</p>', { css: [] });
    expect(html).toContain('<p>$& and $1 stay as they are</p>');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="(preload|modulepreload)"/);
    expect(html).not.toContain('The session check');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, body]) => [attributes, body])).toEqual([
      [' data-entry="/assets/index-1.js"', BOOT_SCRIPT],
    ]);
    expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('refuses an index.html without an empty #root or a module entry', () => {
    expect(() => prerenderedHtml('<div id="app"></div>', '', { css: [] })).toThrow('index.html has no');
    expect(() => prerenderedHtml('<div id="root"></div>', '', { css: [] })).toThrow('no module entry script');
  });
});

describe('index.html', () => {
  // Without it the prerendered page paints its filled buttons without their colour until the script
  // runs (Mantine's scheme variables are scoped to the attribute), and then paints them again.
  it("names the app's colour scheme on <html>, as Mantine sets it once the app runs", () => {
    const html = readFileSync(join(__dirname, '../index.html'), 'utf8');
    expect(/<html[^>]*>/.exec(html)?.[0]).toContain(`data-mantine-color-scheme="${COLOR_SCHEME}"`);
  });
});

describe('BOOT_SCRIPT', () => {
  // The gateway's Content-Security-Policy lists contracts' PRERENDERED_BOOT_SCRIPT_CSP_SOURCE in
  // script-src: a change to the script changes its hash, and the contracts constant must follow.
  it('is the script the gateway allows by its hash', () => {
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(PRERENDERED_BOOT_SCRIPT_CSP_SOURCE);
  });

  /** Runs the boot script in a page stand-in; `paint` delivers a paint entry to its observer. */
  function bootPage({ visibility = 'visible', paintTiming = true } = {}) {
    const appended: { type: string; src: string; crossOrigin: string | null }[] = [];
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: (() => void)[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        observers.push(this.callback);
      }
    }
    const document = {
      currentScript: { getAttribute: (name: string) => (name === 'data-entry' ? '/assets/index-1.js' : null) },
      visibilityState: visibility,
      createElement: () => ({ type: '', src: '', crossOrigin: null }),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    const window = { PerformanceObserver: FakePerformanceObserver };
    runInNewContext(BOOT_SCRIPT, {
      window,
      document,
      PerformanceObserver: FakePerformanceObserver,
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    const paint = (name: string) =>
      observers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
    return { appended, paint, listeners, timers };
  }

  it('requests the app module only once the first contentful paint has been presented, and once', () => {
    const page = bootPage();
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([{ type: 'module', src: '/assets/index-1.js', crossOrigin: '' }]);
    page.paint('first-contentful-paint');
    page.timers.forEach((timer) => timer());
    expect(page.appended).toHaveLength(1);
  });

  it('starts at once on a hidden page (it never paints) and without paint timing', () => {
    expect(bootPage({ visibility: 'hidden' }).appended).toHaveLength(1);
    expect(bootPage({ paintTiming: false }).appended).toHaveLength(1);
  });

  it('starts when the page is hidden before it painted, or after a while without a paint entry', () => {
    const hidden = bootPage();
    hidden.listeners.visibilitychange?.();
    expect(hidden.appended).toHaveLength(1);
    const late = bootPage();
    late.timers.forEach((timer) => timer());
    expect(late.appended).toHaveLength(1);
  });
});
