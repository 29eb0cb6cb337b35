import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { PRERENDERED_BOOT_GLOBAL, PRERENDERED_BOOT_SCRIPT_CSP_SOURCE } from '@portal/contracts';
import { COLOR_SCHEME } from '../src/app/theme';
import { BOOT_PROBLEM, BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, prerenderedHtml, screenAssets } from './prerender';

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

  interface HeldEvent {
    target: unknown;
    prevented: boolean;
    stopped: boolean;
    preventDefault(): void;
    stopPropagation(): void;
  }

  /** Runs the boot script in a page stand-in; `fire` delivers an event to its window listeners. */
  function bootPage() {
    const appended: { type: string; src: string; crossOrigin: string | null; onerror?: () => void }[] = [];
    const alerts: { role: string; text: string; href: string | null }[] = [];
    const listeners = new Map<string, { listener: (event: HeldEvent) => void; capture: boolean }>();
    const window: Record<string, unknown> = {};
    runInNewContext(BOOT_SCRIPT, {
      window,
      document: {
        currentScript: { getAttribute: (name: string) => (name === 'data-entry' ? '/assets/index-1.js' : null) },
        createElement: (tag: string) => {
          if (tag === 'script') return { type: '', src: '', crossOrigin: null };
          const node = {
            text: '',
            href: '',
            style: {},
            role: null as string | null,
            children: [] as unknown[],
            setAttribute(name: string, value: string) {
              if (name === 'role') node.role = value;
            },
            set textContent(text: string) {
              node.text = text;
            },
            appendChild(child: unknown) {
              node.children.push(child);
            },
          };
          return node;
        },
        createTextNode: (text: string) => ({ text }),
        head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
        body: {
          firstChild: null,
          insertBefore: (problem: { role: string; children: { text: string; href?: string }[] }) =>
            alerts.push({
              role: problem.role,
              text: problem.children.map((child) => child.text).join(''),
              href: problem.children.find((child) => child.href)?.href ?? null,
            }),
        },
      },
      location: { href: 'https://portal.example/login' },
      addEventListener: (type: string, listener: (event: HeldEvent) => void, options: boolean | { capture: boolean }) =>
        listeners.set(type, { listener, capture: options === true || (options as { capture: boolean }).capture }),
      removeEventListener: (type: string, listener: unknown, capture: boolean) => {
        if (listeners.get(type)?.listener === listener && capture) listeners.delete(type);
      },
    });
    const fire = (type: string, target: unknown = {}): HeldEvent => {
      const event: HeldEvent = {
        target,
        prevented: false,
        stopped: false,
        preventDefault: () => (event.prevented = true),
        stopPropagation: () => (event.stopped = true),
      };
      listeners.get(type)?.listener(event);
      return event;
    };
    const boot = window[PRERENDERED_BOOT_GLOBAL] as {
      adopted: boolean;
      typed: [unknown, string][];
      submit: unknown;
      click: unknown;
    };
    return { appended, alerts, listeners, fire, boot };
  }

  const MODULE = expect.objectContaining({ type: 'module', src: '/assets/index-1.js', crossOrigin: '' });

  it('requests nothing while the visitor only reads, and the app module once at the first interaction', () => {
    for (const first of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      const page = bootPage();
      expect([...page.listeners.values()].every(({ capture }) => capture)).toBe(true);
      expect(page.appended).toEqual([]);
      page.fire(first);
      expect(page.appended).toEqual([MODULE]);
      for (const next of ['pointerdown', 'touchstart', 'keydown', 'focusin']) page.fire(next);
      expect({ first, appended: page.appended }).toEqual({ first, appended: [MODULE] });
    }
  });

  it('holds a form sent before the app adopted the page (the browser does not send it) and starts the app', () => {
    const page = bootPage();
    const form = { tagName: 'FORM' };
    const held = page.fire('submit', form);
    expect({ prevented: held.prevented, stopped: held.stopped, held: page.boot.submit }).toEqual({
      prevented: true,
      stopped: true,
      held: form,
    });
    expect(page.appended).toEqual([MODULE]);
    page.boot.adopted = true;
    const sent = page.fire('submit', form);
    expect({ prevented: sent.prevented, stopped: sent.stopped }).toEqual({ prevented: false, stopped: false });
  });

  it('notes each field typed into and its value as typed, until the app adopted the page', () => {
    const page = bootPage();
    const email = { value: 'a' };
    page.fire('input', email);
    email.value = 'ab';
    page.fire('input', email);
    page.fire('input', { tagName: 'DIV' });
    expect(page.boot.typed).toEqual([
      [email, 'a'],
      [email, 'ab'],
    ]);
    page.boot.adopted = true;
    page.fire('input', email);
    expect(page.boot.typed).toHaveLength(2);
  });

  it("holds a button's press until the app runs it, but lets links and submit buttons be", () => {
    const page = bootPage();
    const button = { type: 'button' };
    const target = (match: unknown) => ({
      closest: (selector: string) => (selector === 'button[type="button"]' ? match : null),
    });
    expect(page.fire('click', target(null)).stopped).toBe(false);
    expect(page.boot.click).toBeNull();
    expect(page.appended).toEqual([]);
    expect(page.fire('click', target(button)).stopped).toBe(true);
    expect(page.boot.click).toBe(button);
    expect(page.appended).toEqual([MODULE]);
    page.boot.adopted = true;
    page.boot.click = null;
    expect(page.fire('click', target(button)).stopped).toBe(false);
    expect(page.boot.click).toBeNull();
  });

  it('when the app does not arrive, drops what it held and says so, with a link that loads the page again', () => {
    const page = bootPage();
    const form = { tagName: 'FORM' };
    const email = { value: 'erin@club.test' };
    page.fire('input', email);
    page.fire('submit', form);
    page.appended[0]!.onerror!();
    expect({ submit: page.boot.submit, click: page.boot.click }).toEqual({ submit: null, click: null });
    expect(page.alerts).toEqual([
      { role: 'alert', text: `${BOOT_PROBLEM.text}${BOOT_PROBLEM.reload}.`, href: 'https://portal.example/login' },
    ]);
    // Sending again asks for nothing more (a browser keeps the failed module as failed): the link does.
    expect(page.fire('submit', form).prevented).toBe(true);
    expect(page.appended).toHaveLength(1);
  });
});
