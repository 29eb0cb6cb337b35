import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BrowserLikeClient, waitFor, workspaceRoot } from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { ADULT_DATE_OF_BIRTH, fillLogin } from './support/journeys';
import { browserSession } from './support/session';

const PASSWORD = 'Kick-Off-2026!';
const OUTBOX_DIR = join(workspaceRoot(), 'var', 'mail-outbox');
const stamp = Date.now().toString(36);

/** The newest guardian invitation token mailed to `email` that was not used yet. */
async function invitationTokenMailedTo(email: string, used: Set<string>): Promise<string> {
  return waitFor(
    async () => {
      const files = (await readdir(OUTBOX_DIR).catch(() => [])).filter(
        (file) => file.startsWith('guardian-invitation-') && file.endsWith('.eml'),
      );
      for (const file of files) {
        const mail = await simpleParser(await readFile(join(OUTBOX_DIR, file)));
        if (!JSON.stringify(mail.to ?? '').includes(email)) continue;
        const token = /\/accept-guardian-invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
        if (token && !used.has(token)) {
          used.add(token);
          return token;
        }
      }
      return undefined;
    },
    { what: `the guardian invitation mailed to ${email}`, timeoutMs: 30_000 },
  );
}

/** In test-artifacts/screenshots/ (ignored), never a fixed path outside the repository. */
async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
}

/**
 * The parent shell (issue 25): a parent with two children signs in, lands on the first child's
 * family home, switches child (the page stays), reads the child's roadmap, videos and progress with
 * none of the child's own actions, and meets "not found" for another family's child — axe-clean at
 * 1280 and 375 px.
 */
describe('the family shell', () => {
  const session = browserSession();
  const parentEmail = `parent.${stamp}@home.test`;
  const tokens = new Set<string>();
  let miaId: string;
  let leoId: string;
  let zoeId: string;

  async function player(firstName: string): Promise<{ client: BrowserLikeClient; id: string }> {
    const client = new BrowserLikeClient(session.portal.baseUrl);
    const signup = await client.post('/api/auth/signup', {
      email: `${firstName.toLowerCase()}.${stamp}@club.test`,
      password: PASSWORD,
      firstName,
      lastName: 'Family',
      // Adults: this file is about the parent's shell, not who decides their consents.
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    expect(signup.status).toBe(201);
    const { id } = (await (await client.get('/api/players/me')).json()) as { id: string };
    return { client, id };
  }

  async function addParent(child: { client: BrowserLikeClient; id: string }): Promise<void> {
    const added = await child.client.patch(`/api/players/${child.id}`, {
      parents: [{ name: 'Pat Family', relationship: 'Mother', email: parentEmail, isPrimaryContact: true }],
    });
    expect(added.status).toBe(200);
  }

  async function signInParent(page: Page): Promise<void> {
    await page.goto('/login');
    await fillLogin(page, parentEmail, PASSWORD);
    await page.waitForURL(`**/family/${leoId}`);
  }

  beforeAll(async () => {
    const mia = await player('Mia');
    const leo = await player('Leo');
    const zoe = await player('Zoe');
    [miaId, leoId, zoeId] = [mia.id, leo.id, zoe.id];
    await addParent(mia);
    const parent = new BrowserLikeClient(session.portal.baseUrl);
    const accepted = await parent.post('/api/guardian-invitations/accept', {
      token: await invitationTokenMailedTo(parentEmail, tokens),
      firstName: 'Pat',
      lastName: 'Family',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(201);
    await addParent(leo);
    const linked = await parent.post('/api/guardian-invitations/accept', {
      token: await invitationTokenMailedTo(parentEmail, tokens),
    });
    expect(linked.status).toBe(201);
    const children = (await (await parent.get('/api/family/children')).json()) as { playerId: string }[];
    expect(children.map((child) => child.playerId).sort()).toEqual([miaId, leoId].sort());

    // Something new for Leo: his coach generates a progress report now.
    const coach = { email: `family.coach.${stamp}@club.test`, password: PASSWORD };
    await session.portal.createUser({ ...coach, firstName: 'Cora', lastName: 'Coach', role: 'coach' });
    const coachClient = new BrowserLikeClient(session.portal.baseUrl);
    expect((await coachClient.post('/api/auth/login', coach)).status).toBe(200);
    expect((await coachClient.post('/api/reports', { playerId: leoId })).status).toBeLessThan(300);
    await waitFor(
      async () => {
        const reports = (await (await coachClient.get(`/api/reports?playerId=${leoId}`)).json()) as unknown[];
        return reports.length > 0 ? true : undefined;
      },
      { what: "Leo's report", timeoutMs: 60_000 },
    );
  }, 180_000);

  it('at 1280 px: family home, child switcher, read-only pages and another family’s child', async () => {
    const { page } = session.tab;
    await signInParent(page);
    // Children in name order: Leo first.
    await page.getByRole('heading', { name: "Leo's home", level: 1 }).waitFor();
    const news = page.getByTestId('family-news-item');
    await news.filter({ hasText: 'A new progress report is ready' }).waitFor();
    await news.getByRole('link', { name: 'Open reports' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of [
      'Home',
      'Roadmap',
      'Assignments',
      'Training',
      'Videos',
      'Progress',
      'Reports',
      'Calls',
      'Consents',
      'Profile',
    ])
      await nav.getByRole('link', { name: item, exact: true }).waitFor();
    await shot(page, 'family-home-1280');
    await expectNoSeriousAxeViolations(page, 'family home');

    await news.getByRole('link', { name: 'Open reports' }).click();
    await page.getByRole('heading', { name: "Leo's reports", level: 1 }).waitFor();
    await page.getByRole('link', { name: /Download PDF/ }).waitFor();
    await shot(page, 'family-reports-1280');
    await expectNoSeriousAxeViolations(page, "Leo's reports");

    // A parent sent to a player's page lands on their family.
    await page.goto('/dashboard');
    await page.waitForURL(`**/family/${leoId}`);

    // The switcher keeps the page: Leo's roadmap → Mia's roadmap.
    await nav.getByRole('link', { name: 'Roadmap', exact: true }).click();
    await page.waitForURL(`**/family/${leoId}/roadmap`);
    await page.getByRole('heading', { name: "Leo's roadmap", level: 1 }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Child you are viewing' });
    await switcher.click();
    await shot(page, 'family-switcher-open-1280');
    await expectNoSeriousAxeViolations(page, 'child switcher open');
    await page.getByRole('option', { name: /Mia Family/ }).click();
    await page.waitForURL(`**/family/${miaId}/roadmap`);
    await page.getByRole('heading', { name: "Mia's roadmap", level: 1 }).waitFor();
    await page.getByText("Mia's coach has not created a roadmap yet.", { exact: false }).waitFor();
    await shot(page, 'family-roadmap-1280');
    await expectNoSeriousAxeViolations(page, "Mia's roadmap");

    await nav.getByRole('link', { name: 'Videos', exact: true }).click();
    await page.getByRole('heading', { name: "Mia's videos", level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Upload a video for Mia' }).waitFor();
    await page.getByText('No videos yet').waitFor();
    await shot(page, 'family-videos-1280');
    await expectNoSeriousAxeViolations(page, "Mia's videos");

    await nav.getByRole('link', { name: 'Progress', exact: true }).click();
    await page.getByRole('heading', { name: "Mia's progress", level: 1 }).waitFor();
    await page.getByTestId('week-label').waitFor();
    await shot(page, 'family-progress-1280');
    await expectNoSeriousAxeViolations(page, "Mia's progress");

    await nav.getByRole('link', { name: 'Assignments', exact: true }).click();
    await page.getByRole('heading', { name: "Mia's assignments", level: 1 }).waitFor();
    await nav.getByRole('link', { name: 'Training', exact: true }).click();
    await page.getByRole('heading', { name: "Mia's training log", level: 1 }).waitFor();
    await shot(page, 'family-training-1280');
    await expectNoSeriousAxeViolations(page, "Mia's training log");
    await nav.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('heading', { name: "Mia's profile", level: 1 }).waitFor();
    await page.getByRole('textbox', { name: "Mia's e-mail" }).waitFor();
    await shot(page, 'family-profile-1280');
    await expectNoSeriousAxeViolations(page, "Mia's profile");

    // None of the child's own actions anywhere on the child's pages.
    for (const sub of ['roadmap', 'assignments', 'training', 'videos', 'progress']) {
      await page.goto(`/family/${miaId}/${sub}`);
      await page.getByRole('heading', { level: 1, name: /^Mia's/ }).waitFor();
      for (const action of [
        /Submit/,
        /Mark Complete/,
        /Log Session/,
        /Wellness Check-In/,
        /Add Training Log/,
        /Add Your First Log/,
      ])
        expect([sub, await page.getByRole('button', { name: action }).count()]).toEqual([sub, 0]);
    }

    // Another family's child: not found, in the page as on the server.
    await page.goto(`/family/${zoeId}/roadmap`);
    await page.getByRole('heading', { name: 'Child not found', level: 1 }).waitFor();
    expect((await page.request.get(`/api/players/${zoeId}`)).status()).toBe(404);
    await shot(page, 'family-not-found-1280');
    await expectNoSeriousAxeViolations(page, 'another family’s child');

    // The visit was kept: the next family home counts from it.
    const children = (await (await page.request.get('/api/family/children')).json()) as {
      playerId: string;
      lastVisitAt: string | null;
    }[];
    expect(children.find((child) => child.playerId === leoId)?.lastVisitAt).not.toBeNull();
    await page.goto(`/family/${leoId}`);
    await page
      .getByText(/Nothing new since your last visit on/)
      .first()
      .waitFor();
    await shot(page, 'family-home-since-last-visit-1280');
  }, 400_000);

  it('while the family home loads, its spinner is a named status and the page passes axe', async () => {
    const { page } = session.tab;
    // Leo's reports are held back, so the home stays in its loading state while axe runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isReports = (url: URL) => url.pathname === '/api/reports';
    await page.route(isReports, async (route) => {
      await held;
      await route.continue();
    });
    await signInParent(page);
    const spinner = page.locator('[aria-label="Loading what is new for Leo"]');
    await spinner.waitFor();
    await saveScreenshot(page, 'family-home-loading-1280');
    await expectNoSeriousAxeViolations(page, 'family home while loading');
    expect(await page.getByRole('status', { name: 'Loading what is new for Leo' }).count()).toBe(1);
    release();
    await spinner.waitFor({ state: 'detached' });
    await page.unroute(isReports);
  }, 120_000);

  it('at 375 px: the drawer holds the switcher and the parent navigation; pages fit the phone', async () => {
    const { page } = await session.reopen(PHONE);
    await signInParent(page);
    await page.getByRole('heading', { name: "Leo's home", level: 1 }).waitFor();
    await shot(page, 'family-home-375');
    await expectNoSeriousAxeViolations(page, 'family home at 375 px');
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Mail settings' }).waitFor();
    await shot(page, 'family-drawer-375');
    await expectNoSeriousAxeViolations(page, 'family drawer at 375 px');
    await drawer.getByRole('combobox', { name: 'Child you are viewing' }).click();
    await page.getByRole('option', { name: /Mia Family/ }).click();
    await page.waitForURL(`**/family/${miaId}`);
    await page.getByRole('heading', { name: "Mia's home", level: 1 }).waitFor();

    for (const [sub, heading] of [
      ['roadmap', "Mia's roadmap"],
      ['videos', "Mia's videos"],
      ['progress', "Mia's progress"],
    ] as const) {
      await page.goto(`/family/${miaId}/${sub}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (sub === 'progress') await page.getByTestId('week-label').waitFor();
      const fits = await horizontalOverflow(page);
      expect([sub, fits.scrollWidth <= fits.viewportWidth]).toEqual([sub, true]);
      await shot(page, `family-${sub}-375`);
      await expectNoSeriousAxeViolations(page, `${heading} at 375 px`);
    }

    await page.goto(`/family/${zoeId}`);
    await page.getByRole('heading', { name: 'Child not found', level: 1 }).waitFor();
    await shot(page, 'family-not-found-375');
    await expectNoSeriousAxeViolations(page, 'another family’s child at 375 px');
  }, 300_000);
});
