import { BrowserLikeClient } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { fillLogin } from './support/journeys';
import { browserSession } from './support/session';

/**
 * Issue 26, Roadmap Management at scale: the player list is searched and paged on the server, and
 * three players called "Ada Okafor" are told apart by e-mail; the Reviews list pages past its first
 * page, filters by one player and names every submitter from the server's answer. Every state passes
 * axe at 1280 and 375 px without sideways scrolling.
 */
describe('Roadmap Management at scale', () => {
  const session = browserSession(DESKTOP);
  const unique = Date.now().toString(36);
  const password = 'Kick-Off-2026!';
  const admin = { email: `rm.admin.${unique}@club.test`, password, firstName: 'Rhea', lastName: 'Admin' };
  const adas = [1, 2, 3].map((n) => ({ email: `ada.okafor.${n}.${unique}@club.test`, password }));
  /** Enough other players that the list needs a second page (25 a page). */
  const FILLERS = 23;
  /** Ada 1's submitted work: more than the Reviews list's page of 20. */
  const ADA_ONE_SUBMISSIONS = 21;

  async function ok<T>(request: Promise<Response>): Promise<T> {
    const response = await request;
    if (response.status >= 300) throw new Error(`${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function signedIn(email: string) {
    const client = new BrowserLikeClient(session.portal.baseUrl);
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
    return client;
  }

  /** Runs the identity CLI a few at a time (each is a process). */
  async function createPlayers(players: { email: string; firstName: string; lastName: string }[]) {
    for (let start = 0; start < players.length; start += 4) {
      await Promise.all(
        players
          .slice(start, start + 4)
          .map((player) => session.portal.createUser({ ...player, password, role: 'player' })),
      );
    }
  }

  /** A squad of this file's players only, so the list and the reviews hold nothing of other tests. */
  const SQUAD = `Okafor test squad ${unique}`;
  let squadId = '';

  async function squadOf(staff: BrowserLikeClient, emails: string[]) {
    const squad = await ok<{ id: string }>(staff.post('/api/squads', { name: SQUAD }));
    for (const email of emails) {
      const { id: playerId } = await ok<{ id: string }>((await signedIn(email)).get('/api/players/me'));
      await ok(staff.post(`/api/squads/${squad.id}/players`, { playerId }));
    }
    return squad.id;
  }

  async function submitWork(staff: BrowserLikeClient, player: BrowserLikeClient, titles: string[]) {
    const { id: playerId } = await ok<{ id: string }>(player.get('/api/players/me'));
    const roadmap = await ok<{ id: string }>(staff.post('/api/roadmaps', { playerId, title: 'Spring block' }));
    for (const title of titles) {
      const assignment = await ok<{ id: string }>(
        staff.post('/api/assignments', {
          roadmapId: roadmap.id,
          playerId,
          title,
          category: 'Aerial Control',
          instructions: 'Juggle 50 touches alternating feet, then write how it went.',
          evidenceRequired: 'note',
        }),
      );
      await ok(player.put(`/api/assignments/${assignment.id}`, { completed: true, completionNotes: 'Done' }));
    }
  }

  async function openRoadmapManagement(page: Page, squad = { id: squadId, name: SQUAD }) {
    await page.goto('/login');
    await fillLogin(page, admin.email, admin.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`/admin?squad=${squad.id}`);
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    await page.getByRole('heading', { name: 'Roadmap Management' }).waitFor();
    await page
      .getByTestId('roadmaps-scope')
      .filter({ hasText: `Showing: ${squad.name}` })
      .waitFor();
  }

  async function checkState(page: Page, name: string, width: string) {
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await expectNoSeriousAxeViolations(page, `roadmap management ${name} ${width}`);
    await saveScreenshot(page, `roadmap-management-${name}-${width}`);
  }

  const rows = (page: Page) => page.getByTestId('roadmap-player-row');
  const reviews = (page: Page) => page.getByTestId('review-item');
  const search = (page: Page) => page.getByRole('textbox', { name: 'Search players' });

  beforeAll(async () => {
    await session.portal.createUser({ ...admin, role: 'admin' });
    const players = [
      ...adas.map(({ email }) => ({ email, firstName: 'Ada', lastName: 'Okafor' })),
      ...Array.from({ length: FILLERS }, (_, index) => ({
        email: `rm.filler.${index}.${unique}@club.test`,
        firstName: 'Filler',
        lastName: `Player${String(index).padStart(2, '0')}`,
      })),
    ];
    await createPlayers(players);
    const staff = await signedIn(admin.email);
    squadId = await squadOf(
      staff,
      players.map((player) => player.email),
    );
    await submitWork(
      staff,
      await signedIn(adas[0]!.email),
      Array.from({ length: ADA_ONE_SUBMISSIONS }, (_, index) => `Juggling set ${index + 1}`),
    );
    await submitWork(staff, await signedIn(adas[1]!.email), ['Wall passes, left foot only']);
  }, 240_000);

  it.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)('at %s px: searches and pages players, tells namesakes apart by e-mail', async (width, size) => {
    const { page } = await session.reopen(size);
    await openRoadmapManagement(page);

    // Paged on the server: the first 25, then the next page.
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(25);
    const range = page.getByTestId('roadmap-players-range');
    expect(await range.innerText()).toMatch(/^Players 1–25 of \d+$/);
    const total = Number(/of (\d+)$/.exec(await range.innerText())![1]);
    expect(total).toBe(3 + FILLERS);
    await checkState(page, 'page-1', width);
    const firstOnPageOne = await rows(page).first().innerText();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await range.getByText(/^Players 26(–\d+)? of /).waitFor();
    expect(await rows(page).first().innerText()).not.toBe(firstOnPageOne);
    await checkState(page, 'page-2', width);

    // Searched on the server, back on page 1: the three Ada Okafors, each with her own e-mail.
    await search(page).fill('Ada Okafor');
    await range.getByText('Players 1–3 of 3').waitFor();
    expect(await rows(page).count()).toBe(3);
    const emails = await page.getByTestId('roadmap-player-email').allInnerTexts();
    expect([...emails].sort()).toEqual(adas.map((ada) => ada.email).sort());
    for (const row of await rows(page).all()) {
      expect(await row.getByText('Ada Okafor', { exact: true }).isVisible()).toBe(true);
      await row.getByText('No team on the profile').waitFor();
    }
    await checkState(page, 'namesakes', width);

    // One of them by her e-mail.
    await search(page).fill(adas[2]!.email);
    await range.getByText('Players 1 of 1').waitFor();
    expect(await page.getByTestId('roadmap-player-email').innerText()).toBe(adas[2]!.email);

    await search(page).fill(`nobody-${unique}`);
    await page.getByText(`No players match “nobody-${unique}”.`).waitFor();
    await checkState(page, 'no-match', width);
  });

  it.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)('at %s px: an empty squad says so in both lists', async (width, size) => {
    const staff = await signedIn(admin.email);
    const empty = await ok<{ id: string; name: string }>(
      staff.post('/api/squads', { name: `Empty ${width} ${unique}` }),
    );
    const { page } = await session.reopen(size);
    await openRoadmapManagement(page, empty);
    await page.getByText(`No players in ${empty.name} yet.`).waitFor();
    await page.getByText('No submitted work is waiting for review.').waitFor();
    await checkState(page, 'empty', width);
  });

  it.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const)('at %s px: pages the Reviews list, filters it by player, names every submitter', async (width, size) => {
    const { page } = await session.reopen(size);
    await openRoadmapManagement(page);
    const section = page.getByRole('region', { name: 'Reviews' });

    // Oldest first, 20 a page, each named by the server.
    await reviews(page).first().waitFor();
    expect(await reviews(page).count()).toBe(20);
    expect(new Set(await section.getByTestId('review-player').allInnerTexts())).toEqual(new Set(['Ada Okafor']));
    await reviews(page).getByText('Juggling set 1', { exact: true }).waitFor();
    await checkState(page, 'reviews-page-1', width);
    await section.getByRole('button', { name: 'Next page' }).click();
    await section.getByTestId('reviews-page').getByText('Page 2').waitFor();
    await reviews(page).getByText('Wall passes, left foot only').waitFor();
    await reviews(page).getByText(`Juggling set ${ADA_ONE_SUBMISSIONS}`, { exact: true }).waitFor();
    expect(await reviews(page).count()).toBe(2);
    expect(await section.getByTestId('review-player').allInnerTexts()).toEqual(['Ada Okafor', 'Ada Okafor']);
    await checkState(page, 'reviews-page-2', width);

    // Filtered on the server to the second Ada, chosen by her e-mail: only her work, from page 1.
    const filter = section.getByLabel('Player', { exact: true });
    await filter.click();
    await filter.fill(adas[1]!.email);
    await page.getByRole('option', { name: `Ada Okafor (${adas[1]!.email})` }).click();
    await section.getByText(/^Ada Okafor, .* · oldest first$/).waitFor();
    await reviews(page).getByText('Wall passes, left foot only').waitFor();
    expect(await reviews(page).count()).toBe(1);
    expect(await section.getByRole('button', { name: 'Next page' }).count()).toBe(0);
    await checkState(page, 'reviews-filtered', width);

    // The third Ada has submitted nothing.
    await filter.click();
    await filter.fill(adas[2]!.email);
    await page.getByRole('option', { name: `Ada Okafor (${adas[2]!.email})` }).click();
    await section.getByText('No submitted work from this player is waiting for review.').waitFor();
    await checkState(page, 'reviews-empty', width);
  });
});
