import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { workspaceRoot } from '@portal/server-kit/testing';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { dateOfBirthAged, fillLogin, newPlayer, recordAdultBirthDate, signUp } from './support/journeys';
import { guardianInvitationTokenMailedTo } from './support/mail-outbox';
import { browserSession } from './support/session';

const SHOTS = join(workspaceRoot(), '..', 'shots', 'h-export');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await saveScreenshot(page, `data-export-${name}`);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Issue 25: a family takes all of a child's data with them; an adult player takes their own. */
describe('data export', () => {
  const session = browserSession();

  async function logIn(page: Page, email: string, password: string) {
    await page.goto('/api/logout');
    await page.goto('/login');
    await fillLogin(page, email, password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  async function exportAndDownload(page: Page, label: string): Promise<string> {
    await page.getByTestId('export-start').click();
    await page.getByTestId('export-status').waitFor();
    const download = page.getByRole('link', { name: 'Download the ZIP file' });
    await download.waitFor({ timeout: 60_000 });
    await shot(page, `${label}-ready`);
    await expectNoSeriousAxeViolations(page, `${label}, export ready`);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    return file.suggestedFilename();
  }

  it('a parent exports their child from /family/:childId/data; an adult player from /profile', async () => {
    const { page } = session.tab;
    const parentEmail = `mum.${Date.now().toString(36)}@home.test`;
    // Twelve: the sign-up takes her parent's e-mail and mails them the invitation at once.
    const child = newPlayer('Mia', 'Export', { dateOfBirth: dateOfBirthAged(12), guardianEmail: parentEmail });
    await signUp(page, child);
    const { id: childId } = (await (await page.request.get('/api/players/me')).json()) as { id: string };
    // Mia is a minor: her own profile tells her who can export for her.
    await page.goto('/profile');
    await page.getByText(/your parent or guardian can download a copy of your data for you/).waitFor();

    const token = await guardianInvitationTokenMailedTo(parentEmail);
    await page.goto('/api/logout');
    const accepted = await page.request.post('/api/guardian-invitations/accept', {
      data: { token, firstName: 'Maria', lastName: 'Export', password: child.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(accepted.status()).toBe(201);
    await logIn(page, parentEmail, child.password);

    await page.goto(`/family/${childId}/data`);
    await page.getByRole('heading', { name: "Mia Export's data", exact: true }).waitFor();
    await page.getByRole('heading', { name: "Export all of Mia Export's data" }).waitFor();
    await shot(page, 'family-data-1280');
    await expectNoSeriousAxeViolations(page, 'family data page');
    expect(await exportAndDownload(page, 'family-data-1280')).toMatch(
      /^player-data-mia-export-\d{4}-\d{2}-\d{2}\.zip$/,
    );

    // Another child's page is not found.
    await page.goto('/family/00000000-0000-4000-8000-000000000000/data');
    await page.getByRole('heading', { name: 'Child not found' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'family data page, not found');

    await session.reopen(PHONE);
    const phone = session.tab.page;
    await logIn(phone, parentEmail, child.password);
    await phone.goto(`/family/${childId}/data`);
    await phone.getByRole('heading', { name: "Export all of Mia Export's data" }).waitFor();
    // The last export of this tab is gone with the tab: the page offers a new one.
    await shot(phone, 'family-data-375');
    const overflow = await horizontalOverflow(phone);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await expectNoSeriousAxeViolations(phone, 'family data page at 375 px');
    expect(await exportAndDownload(phone, 'family-data-375')).toMatch(/\.zip$/);

    // An adult player exports their own data from /profile.
    const adult = newPlayer('Ada', 'Adult');
    await phone.goto('/api/logout');
    await signUp(phone, adult);
    await recordAdultBirthDate(phone, session.portal);
    await phone.goto('/profile');
    await phone.getByRole('heading', { name: 'Export all your data' }).waitFor();
    await shot(phone, 'profile-export-375');
    await expectNoSeriousAxeViolations(phone, 'own profile export at 375 px');
    expect(await exportAndDownload(phone, 'profile-export-375')).toMatch(/^player-data-ada-adult-/);
  });
});
