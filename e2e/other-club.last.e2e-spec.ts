import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserLikeClient, waitFor } from '@portal/server-kit/testing';
import type { Page } from 'playwright-core';
import { makeClip } from '../apps/media/test/support/clips';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { fillLogin, newPlayer, type Player } from './support/journeys';
import type { NewUser } from './support/portal';
import { browserSession } from './support/session';

/**
 * Issue 24: "a coach of another club sees none of it". Club A (the installation's first club) gets a
 * squad with a coach and a player who has submitted work, a video, a training log, a booked call and
 * the notifications they raise. Then the identity CLI creates club B with a coach and an admin, and a
 * club-B squad with a player of its own (so every list has something to show). Signed in as club B's
 * coach (1280 px) and as its admin (375 px), each screen shows club B's player and nothing of club
 * A's, and club A's player, roadmap, progress, squad and video addresses answer exactly as unknown ids
 * do. Named *.last.e2e-spec.ts: a second club makes `/signup` need an invite code and `user:create`
 * need `--club`, which the other files rely on, so it runs after all of them
 * (tools/jest/run-last-sequencer.js).
 */
const tag = Date.now().toString(36);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** The installation's first club (the migration names its slug), where every other file's users are. */
const CLUB_A_SLUG = 'my-club';
const CLUB_B_SLUG = `riverside-${tag}`;

const staffMember = (firstName: string, role: 'coach' | 'admin', club: string): NewUser => ({
  email: `${firstName.toLowerCase()}.${tag}@${club}.test`,
  password: 'Kick-Off-2026!',
  firstName,
  lastName: `Staff${tag}`,
  role,
  club,
});

const adminA = staffMember('Ada', 'admin', CLUB_A_SLUG);
const coachA = staffMember('Carla', 'coach', CLUB_A_SLUG);
const adminB = staffMember('Rita', 'admin', CLUB_B_SLUG);
const coachB = staffMember('Rory', 'coach', CLUB_B_SLUG);
const playerA = newPlayer('Alba', `Aclub${tag}`);
const playerB = newPlayer('Bea', `Bclub${tag}`);
const fullName = (player: Player) => `${player.firstName} ${player.lastName}`;

/** What one club's squad holds once its people have used the portal. */
interface ClubData {
  squadId: string;
  squadName: string;
  playerId: string;
  assignmentTitle: string;
  videoTitle: string;
  videoId: string;
}

async function ok<T>(request: Promise<Response>, what: string): Promise<T> {
  const response = await request;
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A call that the service answers 404 until identity's membership event has reached its copy of the
 * squads (a player or coach placed a moment ago): asked again until it succeeds, at most 20 s.
 */
function onceReachable<T>(call: () => Promise<Response>, what: string): Promise<T> {
  return waitFor(
    async () => {
      const response = await call();
      if (response.status === 404) return undefined;
      return ok<T>(Promise.resolve(response), what);
    },
    { what, timeoutMs: 20_000, intervalMs: 250 },
  );
}

const sizes = [
  ['1280', DESKTOP],
  ['375', PHONE],
] as const;

describe('a coach and an admin of another club', () => {
  const session = browserSession(DESKTOP);
  let clips = '';
  let clubA: ClubData;
  let clubB: ClubData;

  const signIn = async (email: string, password: string) => {
    const client = new BrowserLikeClient(session.portal.baseUrl);
    await ok(client.post('/api/auth/login', { email, password }), `login of ${email}`);
    return client;
  };
  const userIdOf = async (client: BrowserLikeClient) =>
    (await ok<{ id: string }>(client.get('/api/auth/user'), 'me')).id;

  /**
   * The squad's work, made as its people make it: the coach sets an assignment that the player
   * submits, the player uploads a video and logs training, and books a call with the coach.
   */
  async function useTheSquad(
    label: string,
    coach: BrowserLikeClient,
    player: BrowserLikeClient,
    playerId: string,
    clip: Buffer,
  ): Promise<Pick<ClubData, 'assignmentTitle' | 'videoTitle' | 'videoId'>> {
    const assignmentTitle = `Juggling ladder ${label} ${tag}`;
    const videoTitle = `Cup final ${label} ${tag}`;
    const roadmap = await onceReachable<{ id: string }>(
      () => coach.post('/api/roadmaps', { playerId, title: `Spring block ${label}` }),
      `${label} roadmap`,
    );
    const assignment = await ok<{ id: string }>(
      coach.post('/api/assignments', {
        roadmapId: roadmap.id,
        playerId,
        title: assignmentTitle,
        category: 'Aerial Control',
        instructions: 'Juggle 50 touches alternating feet.',
        evidenceRequired: 'note',
      }),
      `${label} assignment`,
    );
    await ok(
      player.put(`/api/assignments/${assignment.id}`, { completed: true, completionNotes: 'Done, 43 touches' }),
      `${label} submission`,
    );

    // An adult on file (her coach records it) decides her own consent (a minor's guardian would).
    await ok(coach.patch(`/api/players/${playerId}`, { dateOfBirth: '2000-01-01' }), 'date of birth');
    await ok(player.post(`/api/players/${playerId}/consents`, { consentType: 'media', granted: true }), 'consent');
    const { uploadURL } = await ok<{ uploadURL: string }>(player.post('/api/objects/upload'), 'upload URL');
    const put = await fetch(`${session.portal.baseUrl}${uploadURL}`, {
      method: 'PUT',
      headers: {
        'content-type': 'video/mp4',
        origin: session.portal.baseUrl,
        cookie: `portal_sid=${player.cookie('portal_sid')}`,
      },
      body: new Uint8Array(clip),
    });
    if (!put.ok) throw new Error(`${label} upload: ${put.status} ${await put.text()}`);
    const video = await ok<{ id: string }>(
      player.post('/api/videos', { title: videoTitle, eventDate: '2026-11-15', fileUrl: uploadURL }),
      `${label} video`,
    );

    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await ok(
      player.post('/api/training-logs', { date: twoDaysAgo, type: 'game', wellnessRating: 4, notes: '' }),
      `${label} training log`,
    );

    await ok(
      coach.put('/api/calls/availability', {
        timeZone: 'UTC',
        weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        minimumNoticeHours: 2,
        meetingUrl: `https://meet.example.com/${label}-${tag}`,
      }),
      `${label} availability`,
    );
    const coachUserId = await userIdOf(coach);
    const { slots } = await onceReachable<{ slots: { startsAt: string }[] }>(
      () => player.get(`/api/calls/coaches/${coachUserId}/slots`),
      `${label} slots`,
    );
    await ok(player.post('/api/calls', { coachUserId, startsAt: slots[4]!.startsAt }), `${label} call`);
    return { assignmentTitle, videoTitle, videoId: video.id };
  }

  /** Waits until `reader` has been told that `player` submitted `title` (the bell's content). */
  const toldOfSubmission = (reader: BrowserLikeClient, player: Player, title: string) =>
    waitFor(
      async () => {
        const { items } = await ok<{ items: { body: string }[] }>(reader.get('/api/notifications'), 'notifications');
        return items.some((item) => item.body === `${fullName(player)} submitted ${title}.`) || undefined;
      },
      { what: `the notification of ${fullName(player)}'s submission`, timeoutMs: 30_000 },
    );

  /** Club A's squad, coach and player (who has signed up while there was one club), and their work. */
  async function clubASquad(playerAClient: BrowserLikeClient, clip: Buffer): Promise<BrowserLikeClient> {
    const [admin, coach] = await Promise.all([
      signIn(adminA.email, adminA.password),
      signIn(coachA.email, coachA.password),
    ]);
    const playerId = (await ok<{ id: string }>(playerAClient.get('/api/players/me'), 'player A')).id;
    const squadName = `U15 Blue ${tag}`;
    const squad = await ok<{ id: string }>(admin.post('/api/squads', { name: squadName }), 'squad A');
    await ok(admin.post(`/api/squads/${squad.id}/coaches`, { userId: await userIdOf(coach), role: 'head' }), 'coach A');
    await ok(admin.post(`/api/squads/${squad.id}/players`, { playerId }), 'player A into squad A');
    clubA = {
      squadId: squad.id,
      squadName,
      playerId,
      ...(await useTheSquad('A', coach, playerAClient, playerId, clip)),
    };
    return coach;
  }

  /** Club B's squad, which its coach coaches, with a player who joins by the squad's invite code, and their work. */
  async function clubBSquad(clip: Buffer): Promise<BrowserLikeClient[]> {
    const [admin, coach] = await Promise.all([
      signIn(adminB.email, adminB.password),
      signIn(coachB.email, coachB.password),
    ]);
    const squadName = `Riverside U13 ${tag}`;
    const squad = await ok<{ id: string }>(admin.post('/api/squads', { name: squadName }), 'squad B');
    await ok(admin.post(`/api/squads/${squad.id}/coaches`, { userId: await userIdOf(coach), role: 'head' }), 'coach B');
    const invite = await ok<{ code: string }>(admin.post(`/api/squads/${squad.id}/invite-link`), 'invite');
    const player = new BrowserLikeClient(session.portal.baseUrl);
    await ok(player.post('/api/auth/signup', { ...playerB, inviteCode: invite.code }), 'sign-up of player B');
    const playerId = (await ok<{ id: string }>(player.get('/api/players/me'), 'player B')).id;
    clubB = { squadId: squad.id, squadName, playerId, ...(await useTheSquad('B', coach, player, playerId, clip)) };
    return [admin, coach];
  }

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'e2e-other-club-'));
    // Club A's player signs up while it is the only club (no invite code needed); then club B and
    // both clubs' staff come from the identity CLI, as the README says.
    const playerAClient = new BrowserLikeClient(session.portal.baseUrl);
    const [clipPath] = await Promise.all([
      makeClip(clips, 'h264', 1, '320x180'),
      ok(playerAClient.post('/api/auth/signup', playerA), 'sign-up of player A'),
    ]);
    await Promise.all([
      session.portal.createUser(adminA),
      session.portal.createUser(coachA),
      session.portal
        .createClub({ name: `Riverside FC ${tag}`, slug: CLUB_B_SLUG })
        .then(() => Promise.all([session.portal.createUser(adminB), session.portal.createUser(coachB)])),
    ]);
    const clip = await readFile(clipPath);
    const [coach, [riversideAdmin, riversideCoach]] = await Promise.all([
      clubASquad(playerAClient, clip),
      clubBSquad(clip),
    ]);

    // Club A's coach does see club A's work: what club B must not see is there to be seen.
    await toldOfSubmission(coach, playerA, clubA.assignmentTitle);
    const videosOfA = await ok<{ items: { id: string }[] }>(coach.get('/api/videos?limit=50'), 'videos of club A');
    expect(videosOfA.items.map((video) => video.id)).toContain(clubA.videoId);
    await toldOfSubmission(riversideCoach!, playerB, clubB.assignmentTitle);
    await toldOfSubmission(riversideAdmin!, playerB, clubB.assignmentTitle);
  }, 150_000);

  afterAll(async () => {
    if (clips) await rm(clips, { recursive: true, force: true });
  });

  /** Anything that names club A's player or their work, anywhere in the page (popovers included). */
  async function expectNothingOfClubA(page: Page, label: string) {
    const text = await page.evaluate(() => document.body.innerText);
    const markers = [fullName(playerA), playerA.lastName, clubA.assignmentTitle, clubA.videoTitle, clubA.squadName];
    expect({ label, found: markers.filter((marker) => text.includes(marker)) }).toEqual({ label, found: [] });
  }

  async function checkState(page: Page, label: string) {
    const { scrollWidth, viewportWidth } = await horizontalOverflow(page);
    expect({ label, scrollsSideways: scrollWidth > viewportWidth }).toEqual({ label, scrollsSideways: false });
    await expectNothingOfClubA(page, label);
    await expectNoSeriousAxeViolations(page, label);
  }

  /**
   * Club A's address shows the not-found state; at 1280 px also that it shows exactly what an unknown
   * id's does (nothing tells the reader the player exists).
   */
  async function expectNotFound(page: Page, path: (id: string) => string, title: string, label: string) {
    const main = page.getByRole('main');
    let unknown: string | undefined;
    if (page.viewportSize()!.width === DESKTOP.width) {
      await page.goto(path(UNKNOWN_ID));
      await main.getByRole('heading', { name: title }).waitFor();
      unknown = await main.innerText();
    }
    await page.goto(path(clubA.playerId));
    await main.getByRole('heading', { name: title }).waitFor();
    if (unknown !== undefined) expect(await main.innerText()).toBe(unknown);
    await checkState(page, label);
  }

  async function seesOnlyTheirClub(user: NewUser, who: string, width: string, size: typeof DESKTOP | typeof PHONE) {
    const playerName = fullName(playerB);
    const { page } = await session.reopen(size);
    const state = (name: string) => `other club, ${who}, ${name} ${width}`;
    await page.goto('/login');
    await fillLogin(page, user.email, user.password);
    await page.waitForURL('**/dashboard');

    // Coach home: club B's submission waits for review, named by its player.
    const reviews = page.getByTestId('section-reviews');
    await reviews.getByText(clubB.assignmentTitle).waitFor();
    expect(await reviews.innerText()).toContain(playerName);
    await checkState(page, state('coach home'));
    await saveScreenshot(page, `other-club-${who}-home-${width}`);

    // The bell: club B's submission only.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText(`${playerName} submitted ${clubB.assignmentTitle}.`).waitFor();
    await checkState(page, state('notifications'));
    await page.keyboard.press('Escape');

    // Player Management: the one player of club B.
    await page.goto('/admin');
    const playerRows = page.getByTestId('admin-player-row');
    await playerRows.filter({ hasText: playerName }).waitFor();
    expect(await playerRows.count()).toBe(1);
    await checkState(page, state('player management'));

    // Roadmap Management and its review queue.
    await page.getByRole('tab', { name: 'Roadmap Management' }).click();
    const roadmapRows = page.getByTestId('roadmap-player-row');
    await roadmapRows.filter({ hasText: playerName }).waitFor();
    await page.getByTestId('review-item').filter({ hasText: clubB.assignmentTitle }).waitFor();
    expect([await roadmapRows.count(), await page.getByTestId('review-item').count()]).toEqual([1, 1]);
    await checkState(page, state('roadmap management'));

    // Video Analysis: club B's video, not club A's.
    await page.goto('/video-analysis');
    const cards = page.getByTestId('analysis-card');
    await cards.filter({ hasText: clubB.videoTitle }).waitFor();
    expect(await cards.count()).toBe(1);
    await checkState(page, state('video analysis'));

    // Calls: the next four weeks hold club B's call only.
    await page.goto('/calls/coach');
    await page.getByRole('combobox', { name: 'Agenda range' }).click();
    await page.getByRole('option', { name: 'Next 4 weeks' }).click();
    await page.getByRole('link', { name: playerName }).waitFor();
    await checkState(page, state('calls'));

    // Club A's addresses, opened directly: as if they did not exist.
    await expectNotFound(page, (id) => `/players/${id}`, 'Profile Not Found', state('club A player'));
    await saveScreenshot(page, `other-club-${who}-player-not-found-${width}`);
    await expectNotFound(page, (id) => `/players/${id}/progress`, 'Player not found', state('club A progress'));
    await expectNotFound(page, (id) => `/roadmap?playerId=${id}`, 'Player not found', state('club A roadmap'));
    await page.goto(`/dashboard?squad=${clubA.squadId}`);
    await page.getByRole('heading', { name: 'Squad not found' }).waitFor();
    await checkState(page, state('club A squad'));
    // A club A squad on Video Analysis is dropped: the reader's own videos show.
    await page.goto(`/video-analysis?squad=${clubA.squadId}`);
    await page.waitForURL((url) => !url.searchParams.has('squad'));
    await cards.filter({ hasText: clubB.videoTitle }).waitFor();
    await checkState(page, state('club A squad on video analysis'));
    // The video itself answers as an unknown one does.
    const [theirs, unknown] = await Promise.all(
      [clubA.videoId, UNKNOWN_ID].map(async (id) => {
        const response = await page.request.get(`/api/videos/${id}`);
        return { status: response.status(), body: await response.text() };
      }),
    );
    expect(theirs).toEqual({ status: 404, body: unknown!.body });
  }

  // Each reader at one width, both widths covered: the screens are the same for both readers, and
  // four sign-ins of ~40 s each would double the file's share of the suite for no new state.
  for (const [who, user, [width, size]] of [
    ['coach', coachB, sizes[0]],
    ['admin', adminB, sizes[1]],
  ] as const) {
    it(`club B's ${who} sees none of club A's players or their work (${width} px)`, async () => {
      await seesOnlyTheirClub(user, who, width, size);
    });
  }
});
