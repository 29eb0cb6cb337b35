import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '@portal/server-kit/testing';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/** Debian's Chromium, headless (never `npx playwright install`). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (own cookies) per test, recording every request URL the page makes. */
export interface TestTab {
  context: BrowserContext;
  page: Page;
  requests: string[];
  pageErrors: string[];
}

export async function openTab(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TestTab> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  const requests: string[] = [];
  const pageErrors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, requests, pageErrors };
}

/** Saves test-artifacts/screenshots/<name>.png once transitions (toasts, drawers) have settled. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = join(workspaceRoot(), 'test-artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

/** Spec §2.1/§2.2 at any width: the page never scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; viewportWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewportWidth: window.innerWidth }));
}
