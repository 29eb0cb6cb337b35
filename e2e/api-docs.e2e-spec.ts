import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';

/** Console errors, which is where Chromium reports anything the Content-Security-Policy refused. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** /api/docs: the OpenAPI document read by people, rendered by the gateway's own copy of Swagger UI. */
describe('API reference', () => {
  const session = browserSession();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`reads at ${viewport.width} px: axe-clean (moderate and minor too), inside the CSP, nothing fetched from elsewhere`, async () => {
      const tab = viewport === DESKTOP ? session.tab : await session.reopen(viewport);
      const { page } = tab;
      const errors = consoleErrors(page);
      const response = await page.goto('/api/docs');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading', { name: /Player portal API/, level: 1 }).waitFor();
      await page.locator('#operations-tag-Players').waitFor();
      await expectNoSeriousAxeViolations(page, `api docs (${viewport.width} px)`, { failOnAny: true });
      expect(await horizontalOverflow(page)).toEqual({ scrollWidth: viewport.width, viewportWidth: viewport.width });
      expect(tab.requests.filter((url) => !url.startsWith(session.portal.baseUrl))).toEqual([]);
      expect(errors).toEqual([]);
      await saveScreenshot(page, `api-docs-${viewport.width}`, { fullPage: false });

      // One operation opened: its parameters, body and answers (schemas included) stay axe-clean.
      await page.locator('#operations-tag-Players').click();
      const operation = page.locator('[id^="operations-Players-"][id$="update"]');
      await operation.locator('.opblock-summary-control').click();
      await operation.getByText('Who may call:').waitFor();
      await expectNoSeriousAxeViolations(page, `api docs, an operation open (${viewport.width} px)`, {
        failOnAny: true,
      });
      expect(await horizontalOverflow(page)).toEqual({ scrollWidth: viewport.width, viewportWidth: viewport.width });
      await saveScreenshot(page, `api-docs-operation-${viewport.width}`);
      expect(errors).toEqual([]);
    });
  }
});
