import { prerenderedHtml, screenAssets } from './prerender';

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
  it("collects a screen's styles and code through its static imports, not index.html's", () => {
    expect(screenAssets(manifest, 'src/features/auth/LoginPage.tsx')).toEqual({
      css: ['assets/LoginPage-1.css', 'assets/fields-1.css'],
      scripts: ['assets/LoginPage-1.js', 'assets/fields-1.js', 'assets/shared-1.js'],
    });
  });

  it('fails the build when the screen is not in the manifest', () => {
    expect(() => screenAssets(manifest, 'src/features/auth/Gone.tsx')).toThrow('no src/features/auth/Gone.tsx');
  });
});

describe('prerenderedHtml', () => {
  const index =
    '<html><head><script type="module" src="/assets/shared-1.js"></script></head><body><div id="root"></div></body></html>';

  it('puts the markup in #root and links the styles and the code index.html does not load yet', () => {
    const html = prerenderedHtml(index, '<h1>Welcome back</h1>', {
      css: ['assets/LoginPage-1.css'],
      scripts: ['assets/LoginPage-1.js', 'assets/shared-1.js'],
    });
    expect(html).toContain('<div id="root"><h1>Welcome back</h1></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/shared-1.js"');
    expect(html.indexOf('LoginPage-1.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => prerenderedHtml('<div id="app"></div>', '', { css: [], scripts: [] })).toThrow('index.html has no');
  });
});
