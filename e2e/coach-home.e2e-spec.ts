import { BrowserLikeClient } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { fillLogin, newPlayer } from './support/journeys';
import { browserSession } from './support/session';

/**
 * Issue 24's coach home: a coach lands on it (not the player hub), sees only their squad's work and
 * opens a submission to review it; the loading, empty, no-squad, filled and error states pass axe at
 * 1280 and 375 px without sideways scrolling, and no count badge is squeezed narrower than its digits
 * beside a long section title (issue 45).
 */
describe('the coach home', () => {
  const session = browserSession(DESKTOP);
  const unique = Date.now().toString(36);
  let staffCount = 0;

  async function signedInClient(email: string, password: string) {
    const client = new BrowserLikeClient(session.portal.baseUrl);
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
    return client;
  }

  async function newStaff(role: 'coach' | 'admin', firstName: string) {
    staffCount += 1;
    const user = {
      email: `${firstName.toLowerCase()}.${unique}${staffCount}@club.test`,
      password: 'coach-pass-2025!',
      firstName,
      lastName: 'Staff',
      role,
    };
    await session.portal.createUser(user);
    const client = await signedInClient(user.email, user.password);
    const { id } = (await (await client.get('/api/auth/user')).json()) as { id: string };
    return { ...user, id, client };
  }

  async function ok<T>(request: Promise<Response>): Promise<T> {
    const response = await request;
    if (response.status >= 300) throw new Error(`${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /**
   * A coach of a squad of their own (taken out of the club's 'All players'), with one player in it
   * who has a roadmap and logged a check-in today (so they are neither new nor quiet, issue 37).
   */
  async function coachWithSquad(admin: BrowserLikeClient, squadName: string, withPlayer: boolean) {
    const coach = await newStaff('coach', 'Carla');
    const squads = await ok<{ id: string; name: string }[]>(admin.get('/api/squads'));
    const allPlayers = squads.find((squad) => squad.name === 'All players')!;
    expect((await admin.request('DELETE', `/api/squads/${allPlayers.id}/coaches/${coach.id}`)).status).toBe(204);
    if (!squadName) return { coach, squadId: null, player: null };
    const squad = await ok<{ id: string }>(admin.post('/api/squads', { name: squadName }));
    await ok(admin.post(`/api/squads/${squad.id}/coaches`, { userId: coach.id, role: 'head' }));
    if (!withPlayer) return { coach, squadId: squad.id, player: null };
    const details = newPlayer('Sofia', `Home${unique}`);
    const player = new BrowserLikeClient(session.portal.baseUrl);
    expect((await player.post('/api/auth/signup', details)).status).toBe(201);
    const { id: playerId } = await ok<{ id: string }>(player.get('/api/players/me'));
    await ok(admin.post(`/api/squads/${squad.id}/players`, { playerId }));
    await ok(admin.post('/api/roadmaps', { playerId, title: 'Pre-season' }));
    const today = new Date().toISOString().slice(0, 10);
    await ok(player.post('/api/wellness-logs', { date: today, energy: 4, fatigue: 2, sleep: 4, motivation: 4 }));
    return { coach, squadId: squad.id, player: { client: player, playerId, details } };
  }

  async function submitWork(admin: BrowserLikeClient, player: BrowserLikeClient, playerId: string, title: string) {
    const roadmap = await ok<{ id: string }>(admin.post('/api/roadmaps', { playerId, title: 'Spring block' }));
    const assignment = await ok<{ id: string }>(
      admin.post('/api/assignments', {
        roadmapId: roadmap.id,
        playerId,
        title,
        category: 'Aerial Control',
        instructions: 'Juggle 50 touches alternating feet, then film your best set.',
        evidenceRequired: 'note',
      }),
    );
    await ok(player.put(`/api/assignments/${assignment.id}`, { completed: true, completionNotes: 'Done, 43 touches' }));
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.goto('/login');
    await fillLogin(page, email, password);
    await page.waitForURL('**/dashboard');
  }

  /** Every section's count badge whose box is narrower than its digits (a shrunk badge cuts them). */
  async function clippedBadges(page: Page): Promise<string[]> {
    return page
      .locator('[data-testid^="section-"] .mantine-Badge-root')
      .evaluateAll((badges) =>
        badges.flatMap((badge) =>
          [badge, ...Array.from(badge.querySelectorAll('*'))]
            .filter((box) => box.scrollWidth > box.clientWidth)
            .map(() => `${badge.closest('[data-testid]')!.getAttribute('data-testid')}: "${badge.textContent}"`),
        ),
      );
  }

  async function checkState(page: Page, name: string, width: string) {
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    expect({ state: name, width, clipped: await clippedBadges(page) }).toEqual({ state: name, width, clipped: [] });
    await expectNoSeriousAxeViolations(page, `coach home ${name} ${width}`);
    await saveScreenshot(page, `coach-home-${name}-${width}`);
  }

  const sizes = [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const;

  it('a coach lands on it, sees a submission of their player and opens it; every state passes axe', async () => {
    const admin = await newStaff('admin', 'Ada');
    const squadName = `U15 Blue ${unique}`;
    const { coach, player } = await coachWithSquad(admin.client, squadName, true);
    const lonely = (await coachWithSquad(admin.client, '', false)).coach;

    // Before anything waits: no squad, loading and empty, at both widths.
    for (const [width, size] of sizes) {
      const { page } = await session.reopen(size);
      await logIn(page, lonely.email, lonely.password);
      await page.getByText("You're not coaching a squad yet. Ask your club's admin to add you to one.").waitFor();
      await checkState(page, 'no-squad', width);
      await page.context().clearCookies();

      // A held answer shows the skeletons.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/coach/home**', async (route) => {
        await held;
        await route.continue();
      });
      await logIn(page, coach.email, coach.password);
      await page.locator('[data-testid="section-reviews"][aria-busy="true"]').waitFor();
      await checkState(page, 'loading', width);
      release();
      await page.getByRole('heading', { name: 'Nothing needs your attention' }).waitFor();
      await page.unroute('**/api/coach/home**');
      expect(await page.getByTestId('coach-home-scope').innerText()).toBe(`Your squad: ${squadName}`);
      await checkState(page, 'empty', width);
    }

    await submitWork(admin.client, player!.client, player!.playerId, 'Juggling ladder');
    const playerName = `Sofia ${player!.details.lastName}`;

    for (const [width, size] of sizes) {
      const { page } = await session.reopen(size);
      await logIn(page, coach.email, coach.password);

      // Filled: the submission names the player and opens the review.
      const reviews = page.getByTestId('section-reviews');
      await reviews.getByText('Juggling ladder').waitFor();
      expect(await reviews.innerText()).toContain(playerName);
      await page.getByRole('heading', { name: 'Welcome back, Carla', level: 1 }).waitFor();
      await checkState(page, 'filled', width);
      // The player's hub is never mounted for staff: none of its queries went out.
      const playerHubCalls = ['/api/assignments', '/api/training-logs', '/api/videos', '/api/calls/mine'];
      const paths = session.tab.requests.map((url) => new URL(url).pathname);
      expect(paths.filter((path) => playerHubCalls.includes(path))).toEqual([]);
      expect(paths).toContain('/api/coach/home');
      await page.getByRole('button', { name: `Review Juggling ladder by ${playerName}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Done, 43 touches').first().waitFor();
      await expectNoSeriousAxeViolations(page, `coach home review dialog ${width}`);
      await saveScreenshot(page, `coach-home-review-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Error, then retry.
      await page.route('**/api/coach/home**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Could not load what needs your attention' }).waitFor();
      await checkState(page, 'error', width);
      await page.unroute('**/api/coach/home**');
      await page.getByRole('button', { name: 'Try again' }).click();
      await reviews.getByText('Juggling ladder').waitFor();
    }
    // 280 s measured on a shared 2-core machine: 300 s left too little room.
  }, 420_000);

  it('lists a new player without a roadmap and creates one from the coach home (issue 37)', async () => {
    const admin = await newStaff('admin', 'Ada');
    const { coach, squadId } = await coachWithSquad(admin.client, `U12 New ${unique}`, false);
    const details = newPlayer('Nico', `New${unique}`);
    const nico = new BrowserLikeClient(session.portal.baseUrl);
    expect((await nico.post('/api/auth/signup', details)).status).toBe(201);
    const { id: nicoId } = await ok<{ id: string }>(nico.get('/api/players/me'));
    await ok(admin.client.post(`/api/squads/${squadId}/players`, { playerId: nicoId }));
    const nicoName = `Nico ${details.lastName}`;

    for (const [width, size] of sizes) {
      const { page } = await session.reopen(size);
      await logIn(page, coach.email, coach.password);
      const newPlayers = page.getByTestId('section-newPlayers');
      await newPlayers.getByText(nicoName).waitFor();
      expect(await page.getByTestId('section-quiet').innerText()).toContain('Nothing logged yet');
      await checkState(page, 'new-player', width);
      if (width === '375') {
        await page.getByRole('button', { name: `Create roadmap for ${nicoName}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Create Roadmap' });
        await dialog.getByLabel(/^Title/).fill('First steps');
        await expectNoSeriousAxeViolations(page, `coach home create roadmap ${width}`);
        await dialog.getByRole('button', { name: 'Create Roadmap' }).click();
        await newPlayers.getByText('Every player has a roadmap.').waitFor();
      }
    }
  }, 240_000);
});
