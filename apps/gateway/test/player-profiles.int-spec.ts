import { STAFF_CONSENT_GRANT_REFUSAL_MESSAGE, selfBirthDateChangeRefusalMessage } from '@portal/contracts';
import { Client } from 'pg';
import { databaseUrl } from '@portal/server-kit';
import {
  BrowserLikeClient,
  type TestPortal,
  forgetBirthDate,
  playerIdOf,
  signUpSquad,
  startTestPortal,
} from '@portal/server-kit/testing';

describe('player profiles, consents and the player list through the gateway', () => {
  let portal: TestPortal;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaId: string;

  beforeAll(async () => {
    portal = await startTestPortal({ services: ['identity'] });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaId = await playerIdOf(ana);
    // Ana's account is from before the age question: no date of birth on file yet.
    const database = new Client({ connectionString: databaseUrl(portal.infra.postgresUrl, portal.namespace) });
    await database.connect();
    await forgetBirthDate(database, anaId);
    await database.end();
  });

  afterAll(async () => {
    await portal?.close();
  });

  const recordOf = async (browser: BrowserLikeClient, id = anaId) => {
    const response = await browser.get(`/api/players/${id}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('creates and updates the own profile with POST, and shows it in the full record', async () => {
    expect(await (await ana.get('/api/player/profile')).json()).toEqual({
      id: anaId,
      age: null,
      team: null,
      club: null,
      position: null,
      jerseyNumber: null,
      parentContactInfo: null,
      parentName: null,
      parentEmail: null,
      parentPhone: null,
    });
    const first = await ana.post('/api/player/profile', {
      age: 15,
      team: ' U16 Blue ',
      club: 'Riverside FC',
      position: 'Winger',
      jerseyNumber: 7,
      parentContactInfo: 'Maria 555-0101',
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: anaId, team: 'U16 Blue', position: 'Winger' });
    const second = await ana.post('/api/player/profile', {
      age: 16,
      team: 'U17',
      position: 'Striker',
      jerseyNumber: 9,
    });
    expect(second.status).toBe(200);
    expect(await (await ana.get('/api/player/profile')).json()).toMatchObject({
      age: 16,
      team: 'U17',
      club: null,
      position: 'Striker',
      parentContactInfo: null,
    });
    expect(await recordOf(coach)).toMatchObject({
      teamName: 'U17',
      jerseyNumber: 9,
      age: 16,
      user: { email: 'ana@club.test' },
      positions: [{ position: 'Striker', type: 'primary' }],
    });
    expect((await coach.get('/api/player/profile')).status).toBe(403);
  });

  it.each([
    ['age', { age: 51 }],
    ['age', { age: 2.5 }],
    ['jerseyNumber', { jerseyNumber: 100 }],
    ['nickname', { nickname: 'Speedy' }],
  ])('own profile: 400 naming %s and nothing stored', async (field, body) => {
    const before = await (await ana.get('/api/player/profile')).json();
    const response = await ana.post('/api/player/profile', body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.errors[0].field).toBe(field);
    expect(await (await ana.get('/api/player/profile')).json()).toEqual(before);
  });

  it.each([
    ['fullName', { fullName: '  ' }],
    ['heightCm', { heightCm: 99 }],
    ['heightCm', { heightCm: 251 }],
    ['weightKg', { weightKg: 29 }],
    ['weightKg', { weightKg: 201 }],
    ['jerseyNumber', { jerseyNumber: 0 }],
    ['graduationYear', { graduationYear: 2027.5 }],
    ['playerEmail', { playerEmail: 'ana@' }],
    ['dominantFoot', { dominantFoot: 'Middle' }],
    ['leagueLevel', { leagueLevel: 'Premier' }],
    [
      'parents',
      {
        parents: [
          { name: 'A', isPrimaryContact: true },
          { name: 'B', isPrimaryContact: true },
        ],
      },
    ],
    [
      'positions',
      {
        positions: [
          { position: 'A', type: 'primary' },
          { position: 'B', type: 'primary' },
        ],
      },
    ],
    ['nickname', { nickname: 'Speedy', bio: 'stored?' }],
  ])('PATCH: 400 naming %s and nothing stored', async (field, body) => {
    const before = await recordOf(coach);
    const response = await coach.patch(`/api/players/${anaId}`, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.errors[0].field).toBe(field);
    expect(error.message).toContain(field);
    expect(await recordOf(coach)).toEqual(before);
  });

  it('refuses a non-uuid id and an unknown consent type with a 400', async () => {
    expect((await coach.get('/api/players/not-a-uuid')).status).toBe(400);
    expect((await ana.get('/api/players/not-a-uuid')).status).toBe(400);
    expect((await coach.patch('/api/players/123', { bio: 'x' })).status).toBe(400);
    const consent = await ana.post(`/api/players/${anaId}/consents`, { consentType: 'marketing', granted: true });
    expect(consent.status).toBe(400);
    expect((await consent.json()).errors[0].field).toBe('consentType');
    expect((await ana.get(`/api/players/${anaId}/consent-history`)).status).toBe(200);
    expect(await (await ana.get(`/api/players/${anaId}/consent-history`)).json()).toEqual([]);
  });

  it("keeps player B away from player A: 404, as if A's record did not exist, and nothing changes", async () => {
    const before = await recordOf(ana);
    expect((await ben.get(`/api/players/${anaId}`)).status).toBe(404);
    expect((await ben.patch(`/api/players/${anaId}`, { bio: 'hacked' })).status).toBe(404);
    expect((await ben.post(`/api/players/${anaId}/consents`, { consentType: 'media', granted: true })).status).toBe(
      404,
    );
    expect((await ben.get(`/api/players/${anaId}/consent-history`)).status).toBe(404);
    // A staff call is refused by role.
    expect((await ben.get('/api/admin/players')).status).toBe(403);
    expect(await recordOf(ana)).toEqual(before);
  });

  it('lets a coach edit the record, parents and status; status stays staff-only', async () => {
    const edited = await coach.patch(`/api/players/${anaId}`, {
      fullName: 'Ana Test',
      heightCm: '168',
      dominantFoot: 'Left',
      leagueLevel: 'MLS Next',
      goals: [{ goalType: 'short_term', text: 'Improve weak foot' }],
      parents: [{ name: 'Maria Test', relationship: 'Mother', email: 'maria@home.test', isPrimaryContact: true }],
      status: 'inactive',
    });
    expect(edited.status).toBe(200);
    const record = await edited.json();
    expect(record).toMatchObject({ heightCm: 168, dominantFoot: 'Left', status: 'inactive' });
    expect(record.parents).toEqual([expect.objectContaining({ name: 'Maria Test', isPrimaryContact: true })]);
    const ownEdit = await ana.patch(`/api/players/${anaId}`, { bio: 'Left winger', status: 'active' });
    expect(ownEdit.status).toBe(403);
    expect((await recordOf(ana)).bio).toBeNull();
    const own = await ana.patch(`/api/players/${anaId}`, { bio: 'Left winger', status: 'inactive' });
    expect(own.status).toBe(200);
    expect((await own.json()).bio).toBe('Left winger');
  });

  it('records consents with who and when, readable by the owner and staff', async () => {
    // With no date of birth on file a guardian decides, not the player.
    const minor = await ana.post(`/api/players/${anaId}/consents`, { consentType: 'video_share', granted: true });
    expect(minor.status).toBe(403);
    // She answers the age question herself (self-declared); after that she cannot change it (403
    // naming the field, nothing stored): her coach, club or parent corrects it.
    const sixteenOn = { dateOfBirth: `${new Date().getUTCFullYear() - 16}-01-01` };
    expect((await ana.patch(`/api/players/${anaId}`, sixteenOn)).status).toBe(200);
    const bySelf = await ana.patch(`/api/players/${anaId}`, {
      dateOfBirth: `${new Date().getUTCFullYear() - 20}-01-01`,
    });
    expect(bySelf.status).toBe(403);
    expect((await bySelf.json()).message).toBe(selfBirthDateChangeRefusalMessage('self'));
    expect(await recordOf(ana)).toMatchObject({ ...sixteenOn, dateOfBirthSource: 'self' });
    // Sixteen on file (the age the list below expects): over the club's consent age of 13, she decides.
    const sixteen = await coach.patch(`/api/players/${anaId}`, sixteenOn);
    expect(sixteen.status).toBe(200);
    const granted = await ana.post(`/api/players/${anaId}/consents`, { consentType: 'video_share', granted: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ consentType: 'video_share', granted: true });
    // Staff never grant (consent belongs to the family) but withdraw at the family's request.
    const staffGrant = await coach.post(`/api/players/${anaId}/consents`, { consentType: 'media', granted: true });
    expect(staffGrant.status).toBe(403);
    expect((await staffGrant.json()).message).toBe(STAFF_CONSENT_GRANT_REFUSAL_MESSAGE);
    expect(
      (await coach.post(`/api/players/${anaId}/consents`, { consentType: 'video_share', granted: false })).status,
    ).toBe(200);
    const history = await (await coach.get(`/api/players/${anaId}/consent-history`)).json();
    expect(
      history.map((entry: { granted: boolean; changedByName: string }) => [entry.granted, entry.changedByName]),
    ).toEqual([
      [false, 'Cal Coach'],
      [true, 'ana Test'],
    ]);
    const consents = (await recordOf(ana)).consents;
    expect(
      consents.map((consent: { consentType: string; granted: boolean }) => [consent.consentType, consent.granted]),
    ).toEqual([
      ['media', false],
      ['video_share', false],
      ['analytics', false],
    ]);
  });

  it('lists players for coaches: the plain array without parameters, a page with them', async () => {
    const all = await coach.get('/api/admin/players');
    expect(all.status).toBe(200);
    const rows = await all.json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((row: { user: { email: string } }) => row.user.email).sort()).toEqual([
      'ana@club.test',
      'ben@club.test',
    ]);
    const page = await (await coach.get('/api/admin/players?search=ana&page=1&pageSize=10&stats=true')).json();
    expect(page).toMatchObject({ total: 1, totalCapped: false, page: 1, pageSize: 10, stats: { totalPlayers: 2 } });
    expect(page.items[0]).toMatchObject({ id: anaId, fullName: 'Ana Test', team: 'U17', position: 'Striker', age: 16 });
    const bad = await coach.get('/api/admin/players?pageSize=1000');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe('pageSize');
    expect((await coach.get('/api/admin/players?sort=name')).status).toBe(400);
    const badStats = await coach.get('/api/admin/players?stats=yes');
    expect(badStats.status).toBe(400);
    expect((await badStats.json()).errors[0].field).toBe('stats');
  });

  it('refuses anonymous callers with 401', async () => {
    const anonymous = new BrowserLikeClient(portal.baseUrl);
    expect((await anonymous.get(`/api/players/${anaId}`)).status).toBe(401);
    expect((await anonymous.post('/api/player/profile', {})).status).toBe(401);
    expect((await anonymous.get('/api/admin/players')).status).toBe(401);
  });
});
