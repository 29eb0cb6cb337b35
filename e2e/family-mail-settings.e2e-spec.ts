import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor, workspaceRoot } from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { newPlayer, signUp } from './support/journeys';
import { browserSession } from './support/session';

const OUTBOX_DIR = join(workspaceRoot(), 'var', 'mail-outbox');

/** The token of the guardian invitation mailed to `email`. */
async function guardianTokenMailedTo(email: string): Promise<string> {
  let token: string | undefined;
  await waitFor(
    async () => {
      const files = (await readdir(OUTBOX_DIR).catch((): string[] => [])).filter(
        (file) => file.startsWith('guardian-invitation-') && file.endsWith('.eml'),
      );
      for (const file of files) {
        const mail = await simpleParser(await readFile(join(OUTBOX_DIR, file)));
        if (!JSON.stringify(mail.to ?? '').includes(email)) continue;
        token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
        if (token) return true;
      }
      return false;
    },
    { what: `the guardian invitation to ${email}`, timeoutMs: 30_000 },
  );
  return token!;
}

/** In test-artifacts/screenshots/ (ignored), never a fixed path outside the repository. */
async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
}

/** /family/mail-settings: a parent chooses which e-mails they get, at 1280 and 375 px, axe-clean. */
describe('family mail settings', () => {
  const session = browserSession();
  const parent = {
    email: `pat.${Date.now().toString(36)}@family.test`,
    password: 'Kick-Off-2026!',
    firstName: 'Pat',
    lastName: 'Parent',
  };

  it('a parent accepts the invitation, sees reports only chosen, saves every update and keeps it', async () => {
    const { page } = session.tab;
    const player = newPlayer('Mia', 'Family');
    await signUp(page, player);
    const { id: playerId } = (await (await page.request.get('/api/players/me')).json()) as { id: string };
    // A player visiting the parents' page is sent to their own dashboard.
    await page.goto('/family/mail-settings');
    await page.waitForURL('**/dashboard');

    const added = await page.request.patch(`/api/players/${playerId}`, {
      data: { parents: [{ name: 'Pat Parent', email: parent.email, isPrimaryContact: true }] },
    });
    expect(added.status()).toBe(200);
    const token = await guardianTokenMailedTo(parent.email);
    await page.goto('/api/logout');
    const accepted = await page.request.post('/api/guardian-invitations/accept', {
      data: { token, firstName: parent.firstName, lastName: parent.lastName, password: parent.password },
    });
    expect(accepted.status()).toBe(201);

    // The form's error state: the choice could not be loaded.
    await page.route('**/api/family/mail-preferences', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.goto('/family/mail-settings');
    await page.getByText('Your e-mail choice could not be loaded').waitFor();
    await expectNoSeriousAxeViolations(page, 'family mail settings, load error');
    await shot(page, 'family-mail-settings-error-1280');
    await page.unroute('**/api/family/mail-preferences');
    await page.getByRole('button', { name: 'Try again' }).click();

    const reportsOnly = page.getByRole('radio', { name: /Progress reports only/ });
    await reportsOnly.waitFor();
    expect(await reportsOnly.isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Family e-mails' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'family mail settings, loaded');
    await shot(page, 'family-mail-settings-1280');

    await page.getByRole('radio', { name: /Every update/ }).check();
    await page.getByRole('button', { name: 'Save my choice' }).click();
    await page.getByText('Saved: every update.').waitFor();
    await expectNoSeriousAxeViolations(page, 'family mail settings, saved');
    await shot(page, 'family-mail-settings-saved-1280');
    const stored = await page.request.get('/api/family/mail-preferences');
    expect(await stored.json()).toEqual({ familyMails: 'every' });
    // The gateway refuses a bad value, naming the field, and stores nothing.
    const refused = await page.request.put('/api/family/mail-preferences', { data: { familyMails: 'sometimes' } });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('familyMails');
    expect(await (await page.request.get('/api/family/mail-preferences')).json()).toEqual({ familyMails: 'every' });

    await page.reload();
    await page.getByRole('radio', { name: /Every update/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Every update/ }).isChecked()).toBe(true);
  });

  it('reads well on a phone', async () => {
    const { page } = await session.reopen(PHONE);
    const login = await page.request.post('/api/auth/login', {
      data: { email: parent.email, password: parent.password },
    });
    expect(login.status()).toBeLessThan(300);
    await page.goto('/family/mail-settings');
    await page.getByRole('radio', { name: /Every update/ }).waitFor();
    await expectNoSeriousAxeViolations(page, 'family mail settings, phone');
    const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
    await shot(page, 'family-mail-settings-375');
  });
});
