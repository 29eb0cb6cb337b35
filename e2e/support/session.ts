import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openTab, type TestTab } from './browser';
import type { RunningPortal } from './portal';
import { portalForFile } from './shared-portal';

type Viewport = { width: number; height: number };

export interface BrowserSession {
  /** The portal, started once for the run the way the README starts it (shared-portal.ts). */
  readonly portal: RunningPortal;
  /** A fresh tab (own cookies) for the current test. */
  readonly tab: TestTab;
  /** Replaces the current test's tab with a fresh one at another size. */
  reopen(viewport: Viewport): Promise<TestTab>;
}

/**
 * Registers the hooks every browser test file needs: the run's portal and one Chromium for the file, a
 * fresh tab per test, and a check that no test left an uncaught error in the page.
 */
export function browserSession(viewport: Viewport = DESKTOP, onTab?: (tab: TestTab) => void): BrowserSession {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  let tab: TestTab | undefined;

  const open = async (size: Viewport) => {
    if (!browser || !portal) throw new Error('browserSession used outside a test');
    tab = await openTab(browser, portal.baseUrl, size);
    onTab?.(tab);
    return tab;
  };

  beforeAll(async () => {
    [portal, browser] = await Promise.all([portalForFile(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  beforeEach(() => open(viewport));
  afterEach(async () => {
    expect(tab?.pageErrors).toEqual([]);
    await tab?.context.close();
  });

  return {
    get portal() {
      if (!portal) throw new Error('the portal is not started');
      return portal;
    },
    get tab() {
      if (!tab) throw new Error('no tab is open');
      return tab;
    },
    async reopen(size: Viewport) {
      await tab?.context.close();
      return open(size);
    },
  };
}
