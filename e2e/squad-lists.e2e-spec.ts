import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { makeClip } from '../apps/media/test/support/clips';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { fillLogin, recordAdultBirthDate } from './support/journeys';
import type { NewUser } from './support/portal';
import { browserSession } from './support/session';

/**
 * Issue 24, screens: the staff squad switcher (`?squad=`) on Player Management, Roadmap Management
 * and Video Analysis, and Video Analysis for staff (player names, player filter, title search, the
 * review drawer beside the clicked card). Everything happens in the installation's one club, in
 * squads of this test's own, so other files' players never match what is asserted.
 */
const tag = Date.now().toString(36);
const PASSWORD = 'kick-off-2025!';

const person = (firstName: string, lastName: string, role: NewUser['role']): NewUser => ({
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${tag}@club.test`,
  password: PASSWORD,
  firstName,
  lastName: `${lastName}${tag}`,
  role,
});

const admin = person('Adele', 'Admin', 'admin');
const coach = person('Cyril', 'Coach', 'coach');
const ana = person('Ana', 'Amber', 'player');
const aldo = person('Aldo', 'Amber', 'player');
const bea = person('Bea', 'Birch', 'player');
const fullName = (user: NewUser) => `${user.firstName} ${user.lastName}`;

const SQUAD_A = `U15 Blue ${tag}`;
const SQUAD_B = `U12 Girls ${tag}`;
const SQUAD_EMPTY = `U9 Minis ${tag}`;

interface World {
  squadA: string;
  squadB: string;
  squadEmpty: string;
}

async function login(page: Page, user: NewUser) {
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** JSON calls with the page's cookies, as the web client makes them. */
function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, url, body },
  );
}

/** The player's side of a status-version upload: consent, upload URL, PUT, record. */
async function uploadVideo(page: Page, clip: number[], title: string) {
  await page.evaluate(
    async ({ clip, title }) => {
      const json = async (response: Response) => {
        if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      const send = (url: string, method: string, payload?: unknown) =>
        fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload ?? {}) });
      const { id } = await json(await fetch('/api/players/me'));
      // An adult on file (her club recorded it) decides her own consent (a minor's guardian would).
      await json(await send(`/api/players/${id}/consents`, 'POST', { consentType: 'media', granted: true }));
      const { uploadURL } = await json(await fetch('/api/objects/upload', { method: 'POST' }));
      const put = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': 'video/mp4' },
        body: new Uint8Array(clip),
      });
      if (!put.ok) throw new Error(`PUT: ${put.status}`);
      await json(await send('/api/videos', 'POST', { title, eventDate: '2026-11-15', fileUrl: uploadURL }));
    },
    { clip, title },
  );
}

async function pickSquad(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Squad' }).click();
  await page.getByRole('option', { name }).click();
}

async function expectInViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  if (!box) throw new Error(`${what} is not visible`);
  expect({ what, left: box.x >= -1, top: box.y >= -1 }).toEqual({ what, left: true, top: true });
  expect({ what, right: box.x + box.width <= viewport.width + 1, bottom: box.y <= viewport.height }).toEqual({
    what,
    right: true,
    bottom: true,
  });
  return box;
}

const playerRows = (page: Page) => page.getByTestId('admin-player-row');
const cards = (page: Page) => page.getByTestId('analysis-card');

describe('staff lists by squad', () => {
  const session = browserSession(DESKTOP);
  let world: World | undefined;
  let clips: string;

  afterAll(async () => {
    if (clips) await rm(clips, { recursive: true, force: true });
  });

  /** Two squads of players with videos and an empty one, made through the API with the admin's cookies. */
  async function buildWorld(): Promise<World> {
    for (const user of [admin, coach, ana, aldo, bea]) await session.portal.createUser(user);
    clips = await mkdtemp(join(tmpdir(), 'e2e-squad-clips-'));
    const clip = [...(await readFile(await makeClip(clips, 'h264', 1, '320x180')))];

    const uploads: [NewUser, string[]][] = [
      [ana, [`Cup final ${tag}`, `Derby ${tag}`]],
      [aldo, [`Training drill ${tag}`]],
      [bea, [`Derby away ${tag}`]],
    ];
    for (const [player, titles] of uploads) {
      const { page } = await session.reopen(DESKTOP);
      await login(page, player);
      await recordAdultBirthDate(page, session.portal);
      for (const title of titles) await uploadVideo(page, clip, title);
    }

    const { page } = await session.reopen(DESKTOP);
    await login(page, admin);
    const userOf = async (user: NewUser) => {
      const found = await call<{ items: { id: string; playerId: string | null; email: string }[] }>(
        page,
        'GET',
        `/api/admin/users?search=${encodeURIComponent(user.email)}&page=1&pageSize=5`,
      );
      return found.items.find((item) => item.email === user.email)!;
    };
    const squad = (name: string) => call<{ id: string }>(page, 'POST', '/api/squads', { name });
    const [squadA, squadB, squadEmpty] = [await squad(SQUAD_A), await squad(SQUAD_B), await squad(SQUAD_EMPTY)];
    for (const [player, squadId] of [
      [ana, squadA.id],
      [aldo, squadA.id],
      [bea, squadB.id],
    ] as const) {
      const { playerId } = await userOf(player);
      await call(page, 'POST', `/api/squads/${squadId}/players`, { playerId });
    }
    // The coach coaches squad A only (the CLI also put them in the sign-up squad 'All players').
    const coachUser = await userOf(coach);
    await call(page, 'POST', `/api/squads/${squadA.id}/coaches`, { userId: coachUser.id, role: 'head' });
    const squads = await call<{ id: string; coaches: { userId: string }[] }[]>(page, 'GET', '/api/squads');
    for (const other of squads.filter((item) => item.id !== squadA.id)) {
      if (other.coaches.some((member) => member.userId === coachUser.id)) {
        await call(page, 'DELETE', `/api/squads/${other.id}/coaches/${coachUser.id}`);
      }
    }
    await session.tab.context.close();
    return { squadA: squadA.id, squadB: squadB.id, squadEmpty: squadEmpty.id };
  }

  // Five CLI accounts, four uploads and the squads: slow on a busy machine, so made once for the file.
  beforeAll(async () => {
    world = await buildWorld();
  }, 400_000);
  const setUp = async (): Promise<World> => {
    if (!world) throw new Error('the squads were not set up');
    return world;
  };

  it('an admin switches squad on Player Management, Roadmap Management and Video Analysis; the URL keeps it', async () => {
    const { squadA, squadB, squadEmpty } = await setUp();
    const { page } = await session.reopen(DESKTOP);
    await login(page, admin);

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Coach Dashboard', level: 1 }).waitFor();
    await page
      .getByTestId('players-scope')
      .filter({ hasText: /Showing: All players of / })
      .waitFor();
    await expectNoSeriousAxeViolations(page, 'player management, all players');

    // Squad A: only its two players, and the heading says whose list it is.
    await pickSquad(page, SQUAD_A);
    await page.waitForURL((url) => url.searchParams.get('squad') === squadA);
    await page.getByRole('heading', { name: `${SQUAD_A} (2)` }).waitFor();
    await playerRows(page)
      .filter({ hasText: fullName(ana) })
      .waitFor();
    expect(await playerRows(page).count()).toBe(2);
    expect(
      await playerRows(page)
        .filter({ hasText: fullName(aldo) })
        .count(),
    ).toBe(1);
    expect(
      await playerRows(page)
        .filter({ hasText: fullName(bea) })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'squad-lists-players-squad');
    await expectNoSeriousAxeViolations(page, 'player management, one squad');

    // A reload keeps the squad.
    await page.reload();
    await page.getByRole('heading', { name: `${SQUAD_A} (2)` }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Squad' }).inputValue()).toBe(SQUAD_A);
    expect(await playerRows(page).count()).toBe(2);

    // Squad B, then Roadmap Management for the same squad.
    await pickSquad(page, SQUAD_B);
    await page.getByRole('heading', { name: `${SQUAD_B} (1)` }).waitFor();
    expect(await playerRows(page).innerText()).toContain(fullName(bea));
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    await page
      .getByTestId('roadmaps-scope')
      .filter({ hasText: `Showing: ${SQUAD_B}` })
      .waitFor();
    await page
      .getByTestId('roadmap-player-row')
      .filter({ hasText: fullName(bea) })
      .waitFor();
    expect(await page.getByTestId('roadmap-player-row').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('squad')).toBe(squadB);
    await saveScreenshot(page, 'squad-lists-roadmaps-squad');
    await expectNoSeriousAxeViolations(page, 'roadmap management, one squad');

    // An empty squad says so, in its own name.
    await pickSquad(page, SQUAD_EMPTY);
    await page.getByText(`No players in ${SQUAD_EMPTY} yet.`).waitFor();
    await page.getByRole('tab', { name: 'Player Management' }).click();
    await page.getByText(`No players in ${SQUAD_EMPTY} yet`).waitFor();
    await expectNoSeriousAxeViolations(page, 'player management, empty squad');

    // Video Analysis of squad A: the cards name their players; Bea's video is not there.
    await page.goto(`/video-analysis?squad=${squadA}`);
    await page
      .getByTestId('videos-scope')
      .filter({ hasText: `Showing: ${SQUAD_A}` })
      .waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(3);
    expect(
      await cards(page)
        .filter({ hasText: fullName(ana) })
        .count(),
    ).toBe(2);
    expect(
      await cards(page)
        .filter({ hasText: fullName(aldo) })
        .count(),
    ).toBe(1);
    expect(
      await cards(page)
        .filter({ hasText: `Derby away ${tag}` })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'squad-lists-videos-squad');
    await expectNoSeriousAxeViolations(page, 'video analysis, one squad');

    // Squad B from the switcher: only Bea's.
    await pickSquad(page, SQUAD_B);
    await cards(page)
      .filter({ hasText: `Derby away ${tag}` })
      .waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="analysis-card"]').length === 1);
    expect(await cards(page).innerText()).toContain(fullName(bea));
    await page.reload();
    await cards(page)
      .filter({ hasText: `Derby away ${tag}` })
      .waitFor();
    expect(await cards(page).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('squad')).toBe(squadB);

    // The empty squad: "No videos yet", in its name.
    await page.goto(`/video-analysis?squad=${squadEmpty}`);
    await page.getByText(`When players of ${SQUAD_EMPTY} upload footage, it will appear here for review.`).waitFor();
    await expectNoSeriousAxeViolations(page, 'video analysis, empty squad');
  });

  it('Video Analysis: the title search and the player filter narrow; the review opens in a drawer beside the card', async () => {
    const { squadA } = await setUp();
    const { page } = await session.reopen(DESKTOP);
    await login(page, admin);
    await page.goto(`/video-analysis?squad=${squadA}`);
    await cards(page).first().waitFor();

    await page.getByLabel('Search by title').fill('cup final');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="analysis-card"]').length === 1);
    expect(await cards(page).innerText()).toContain(`Cup final ${tag}`);
    expect(page.url()).toContain(`squad=${squadA}`);

    await page.getByLabel('Search by title').fill('no such title');
    await page.getByRole('heading', { name: 'No videos match this search' }).waitFor();
    await saveScreenshot(page, 'squad-lists-videos-no-match');
    await expectNoSeriousAxeViolations(page, 'video analysis, no match');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="analysis-card"]').length === 3);

    // The player filter lists the squad's players.
    await page.getByRole('combobox', { name: 'Player' }).click();
    expect((await page.getByRole('option').allInnerTexts()).sort()).toEqual(
      ['All players', fullName(aldo), fullName(ana)].sort(),
    );
    await page.getByRole('option', { name: fullName(aldo) }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="analysis-card"]').length === 1);
    expect(await cards(page).innerText()).toContain(`Training drill ${tag}`);
    await page
      .getByTestId('videos-scope')
      .filter({ hasText: `Showing: ${fullName(aldo)} (${SQUAD_A})` })
      .waitFor();
    await page.getByRole('combobox', { name: 'Player' }).click();
    await page.getByRole('option', { name: 'All players' }).click();

    // The drawer opens beside the clicked card, both in sight.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="analysis-card"]').length === 3);
    const card = cards(page)
      .filter({ hasText: `Derby ${tag}` })
      .filter({ hasNotText: 'away' });
    await card.click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Derby ${tag}`) });
    await drawer.getByTestId('review-panel').waitFor();
    await page.waitForTimeout(400);
    const drawerBox = await expectInViewport(page, drawer, 'the review drawer');
    const cardBox = await expectInViewport(page, card, 'the clicked card');
    const overlaps = cardBox.x < drawerBox.x + drawerBox.width && drawerBox.x < cardBox.x + cardBox.width;
    expect(overlaps).toBe(false);
    expect(await drawer.innerText()).toContain(fullName(ana));
    await saveScreenshot(page, 'squad-lists-review-drawer', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'video analysis, review drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // A failing list says so.
    await page.route('**/api/videos?*', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
    await page.getByLabel('Search by title').fill('derby');
    await page.getByText('Videos could not be loaded').waitFor();
    await expectNoSeriousAxeViolations(page, 'video analysis, load error');
  });

  it('a coach of one squad sees only that squad in the switcher and only its videos', async () => {
    const { squadA } = await setUp();
    const { page } = await session.reopen(DESKTOP);
    await login(page, coach);
    await page.goto('/video-analysis');
    await page.getByTestId('videos-scope').filter({ hasText: 'Showing: All your players' }).waitFor();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(3);
    expect(
      await cards(page)
        .filter({ hasText: fullName(bea) })
        .count(),
    ).toBe(0);
    await page.getByRole('combobox', { name: 'Squad' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['All your players', SQUAD_A]);
    await page.getByRole('option', { name: SQUAD_A }).click();
    await page.waitForURL((url) => url.searchParams.get('squad') === squadA);
    await saveScreenshot(page, 'squad-lists-coach-videos');
    await expectNoSeriousAxeViolations(page, 'video analysis, coach of one squad');

    await page.goto(`/admin?squad=${squadA}`);
    await page.getByRole('heading', { name: `${SQUAD_A} (2)` }).waitFor();
    expect(await playerRows(page).count()).toBe(2);
    await expectNoSeriousAxeViolations(page, 'player management, coach');
  });

  it('works at phone width (375 px): switcher, lists and the review drawer', async () => {
    const { squadA } = await setUp();
    const { page } = await session.reopen(PHONE);
    await login(page, admin);

    await page.goto(`/admin?squad=${squadA}`);
    await page.getByRole('heading', { name: `${SQUAD_A} (2)` }).waitFor();
    let overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await saveScreenshot(page, 'squad-lists-players-phone');
    await expectNoSeriousAxeViolations(page, 'player management (375 px)');

    await page.goto(`/video-analysis?squad=${squadA}`);
    await cards(page).first().waitFor();
    overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await saveScreenshot(page, 'squad-lists-videos-phone');
    await expectNoSeriousAxeViolations(page, 'video analysis (375 px)');

    await cards(page)
      .filter({ hasText: `Cup final ${tag}` })
      .click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Cup final ${tag}`) });
    await drawer.getByTestId('review-panel').waitFor();
    await page.waitForTimeout(400);
    await expectInViewport(page, drawer, 'the review drawer (375 px)');
    overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await saveScreenshot(page, 'squad-lists-review-drawer-phone', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'review drawer (375 px)');
  });
});
