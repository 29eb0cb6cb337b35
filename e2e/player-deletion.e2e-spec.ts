import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor, workspaceRoot } from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, recordAdultBirthDate, signUp } from './support/journeys';
import { browserSession } from './support/session';

const OUTBOX_DIR = join(workspaceRoot(), 'var', 'mail-outbox');

/** The confirmation link in the deletion mail to `email`, once the reports worker has written it. */
async function deletionLinkMailedTo(email: string): Promise<string> {
  return waitFor(
    async () => {
      const files = (await readdir(OUTBOX_DIR).catch(() => [])).filter(
        (file) => file.startsWith('deletion-confirmation-') && file.endsWith('.eml'),
      );
      for (const file of files) {
        const mail = await simpleParser(await readFile(join(OUTBOX_DIR, file)));
        if (!JSON.stringify(mail.to ?? '').includes(email)) continue;
        const link = /(https?:\/\/\S+\/confirm-deletion#token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
        if (link) return link;
      }
      return undefined;
    },
    { what: `the deletion mail to ${email}`, timeoutMs: 30_000 },
  );
}

/** Erasure on screen (issue 25): the adult player's profile section, the mailed link's page, an admin's deletion. */
describe('deleting a player’s data', () => {
  const session = browserSession(DESKTOP);

  async function check(page: Page, label: string, shot: string) {
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await expectNoSeriousAxeViolations(page, label);
    await saveScreenshot(page, shot);
  }

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`an adult player asks, confirms from the mail and cancels (${size} px)`, async () => {
      const { page } = size === '1280' ? session.tab : await session.reopen(viewport);
      const player = newPlayer('Nora', `Erase${size}`);
      await signUp(page, player);
      await recordAdultBirthDate(page, session.portal);
      await page.goto('/profile');
      const section = page.getByTestId('deletion-section');
      await section.getByRole('heading', { name: 'Delete all of your data' }).waitFor();
      await section.getByText('Nothing is scheduled: your data is kept.').waitFor();
      await check(page, `${size} /profile deletion none`, `erasure-${size}-profile-none`);

      await section.getByRole('button', { name: 'Delete all of your data' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete all of your data' });
      await dialog.getByText(/7 days later/).waitFor();
      await check(page, `${size} deletion dialog`, `erasure-${size}-dialog`);
      await dialog.getByRole('button', { name: 'E-mail me the link' }).click();
      await expectToast(page, 'Check your e-mail', 'Open the link we sent to confirm the deletion.');
      await section.getByText(/We e-mailed a confirmation link/).waitFor();
      await check(page, `${size} /profile deletion awaiting`, `erasure-${size}-profile-awaiting`);

      const link = await deletionLinkMailedTo(player.email);
      await page.goto(new URL(link).pathname + new URL(link).hash);
      await page.getByRole('heading', { name: 'Confirm the deletion' }).waitFor();
      await check(page, `${size} /confirm-deletion`, `erasure-${size}-confirm`);
      await page.getByRole('button', { name: 'Confirm the deletion' }).click();
      await page.getByRole('heading', { name: 'Deletion confirmed' }).waitFor();
      await check(page, `${size} /confirm-deletion done`, `erasure-${size}-confirmed`);

      await page.goto('/profile');
      await section.getByText(/will be deleted on/).waitFor();
      await check(page, `${size} /profile deletion scheduled`, `erasure-${size}-profile-scheduled`);
      await section.getByRole('button', { name: 'Cancel the deletion' }).click();
      await expectToast(page, 'Cancelled', 'Nothing will be deleted. The data is kept.');
      await section.getByText('Nothing is scheduled: your data is kept.').waitFor();

      // The same link again is dead.
      await page.goto(new URL(link).pathname + new URL(link).hash);
      await page.getByRole('button', { name: 'Confirm the deletion' }).click();
      await page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
      await check(page, `${size} /confirm-deletion dead`, `erasure-${size}-confirm-dead`);
    });
  }

  it('a club admin deletes a player at once from the staff profile', async () => {
    const { page } = session.tab;
    const player = newPlayer('Olga', 'Erased');
    await signUp(page, player);
    const { id } = (await page.evaluate(async () => (await fetch('/api/players/me')).json())) as { id: string };
    await page.context().clearCookies();
    const admin = {
      email: `admin.${Date.now().toString(36)}@club.test`,
      password: 'admin-pass-2025!',
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin' as const,
    };
    await session.portal.createUser(admin);
    await page.goto('/login');
    await fillLogin(page, admin.email, admin.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/players/${id}`);
    const section = page.getByTestId('deletion-section');
    await section.getByRole('heading', { name: "Delete all of Olga's data" }).waitFor();
    await check(page, '1280 staff profile deletion', 'erasure-1280-admin-profile');
    await section.getByRole('button', { name: "Delete Olga's data now" }).click();
    const dialog = page.getByRole('dialog', { name: "Delete all of Olga's data" });
    await dialog.getByText(/cannot be undone/).waitFor();
    await check(page, '1280 admin deletion dialog', 'erasure-1280-admin-dialog');
    await dialog.getByRole('button', { name: 'Delete now' }).click();
    await expectToast(page, 'Deleted', "All of Olga's data is being deleted.");
  });
});
