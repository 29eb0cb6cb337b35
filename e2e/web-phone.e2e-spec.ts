import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { horizontalOverflow, PHONE, saveScreenshot } from './support/browser';
import { answerWelcome, expectToast, fillSignup, newPlayer } from './support/journeys';
import { browserSession } from './support/session';

async function expectNoHorizontalScroll(page: Page, width: number = PHONE.width): Promise<void> {
  const { scrollWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** WCAG 1.4.10 reflow: at 320 px (1280 px at 400 % zoom) nothing needs sideways scrolling either. */
async function expectReflowAt320(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: PHONE.height });
  await expectNoHorizontalScroll(page, 320);
  await page.setViewportSize(PHONE);
}

/** The same journey on a 375 px wide phone: navigation folds into a menu, nothing scrolls sideways. */
describe('web app shell (375 px phone)', () => {
  const session = browserSession(PHONE);

  it('fits the landing, login and signup pages', async () => {
    const { page } = session.tab;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-landing');
    await expectNoSeriousAxeViolations(page, 'landing (375 px)');
    await expectReflowAt320(page);
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/login');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-login');
    await expectNoSeriousAxeViolations(page, 'login (375 px)');
    await expectReflowAt320(page);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/signup');
    await expectNoHorizontalScroll(page);
    await expectReflowAt320(page);
  });

  it('signs up through validation, greets by first name, navigates by the menu and logs out', async () => {
    const { page, requests } = session.tab;
    const player = newPlayer('Ines', 'Moura');
    await page.goto('/signup');
    await fillSignup(page, player, 'not-the-same');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password mismatch', 'Passwords do not match');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel(/^Confirm password/).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long');
    await saveScreenshot(page, 'phone-signup-too-short');
    await expectNoSeriousAxeViolations(page, 'signup, password too short (375 px)');
    expect(requests.filter((url) => url.includes('/api/auth/signup'))).toEqual([]);

    await page.getByLabel(/^Password/).fill(player.password);
    await page.getByLabel(/^Confirm password/).fill(player.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/welcome');
    await expectToast(page, 'Account created!', 'Ines');
    await answerWelcome(page, []);
    await page.waitForURL('**/profile-setup');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-profile-setup');

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Ines!' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'phone-dashboard');
    await expectNoSeriousAxeViolations(page, 'dashboard (375 px)');

    // The menu by keyboard: Enter opens it with focus inside, Escape closes it and focus returns.
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Ines Moura').waitFor();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);

    await burger.click();
    await drawer.getByText('Ines Moura').waitFor();
    await saveScreenshot(page, 'phone-menu', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'phone menu open (375 px)');
    await drawer.getByRole('link', { name: 'Training' }).click();
    await page.waitForURL('**/training');
    await page.getByRole('heading', { level: 1, name: 'Training Log' }).waitFor();
    await expectNoHorizontalScroll(page);

    for (const path of [
      '/roadmap',
      '/assignments',
      '/videos',
      '/progress',
      '/video-analysis',
      '/profile',
      '/admin',
      '/nowhere',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page, `${path} (375 px)`);
      await expectReflowAt320(page);
    }

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${session.portal.baseUrl}/`);
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  });
});
