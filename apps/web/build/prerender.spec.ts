import { BOOT_SCRIPT_FILE, prerenderedHtml, screenAssets } from './prerender';

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
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('puts the markup in #root, links the styles, and starts the module only after the first paint', () => {
    const html = prerenderedHtml(index, '<h1>Welcome back</h1>', { css: ['assets/LoginPage-1.css'] });
    expect(html).toContain('<div id="root"><h1>Welcome back</h1></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css">');
    expect(html.indexOf('LoginPage-1.css')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<script defer src="/${BOOT_SCRIPT_FILE}" data-entry="/assets/index-1.js"></script>`);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('refuses an index.html without an empty #root or a module entry', () => {
    expect(() => prerenderedHtml('<div id="app"></div>', '', { css: [] })).toThrow('index.html has no');
    expect(() => prerenderedHtml('<div id="root"></div>', '', { css: [] })).toThrow('no module entry script');
  });
});
