import type { Locator, Page } from 'playwright-core';
import { fillLogin } from './journeys';

/** Texts in the upload dialog's consent notice that reach past its right edge (a long e-mail once did). */
export function clippedInNotice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notice = document.querySelector('[data-testid="consent-notice"]');
    if (!notice) return [];
    const edge = notice.getBoundingClientRect().right;
    return [...notice.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 1)
      .map((element) => (element.textContent ?? '').slice(0, 60));
  });
}

/** Signs in through the login page and waits until the app has taken the account somewhere else. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, account.email, account.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Opens the simple upload dialog on /videos with the clip chosen. */
export async function openUploadDialog(page: Page, clip: string): Promise<Locator> {
  await page.goto('/videos');
  await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
  await page
    .getByRole('button', { name: /Upload Your First Video|Upload Video/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Upload Video' });
  await dialog.locator('input[type=file]').setInputFiles(clip);
  return dialog;
}
