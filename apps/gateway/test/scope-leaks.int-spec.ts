import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, PLAYER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import { SessionStore, createLogger } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  TEST_PASSWORD,
  type TestPortal,
  UNLIMITED_RATE_LIMITS,
  recordAdultBirthDate,
  runAppCli,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import IORedis from 'ioredis';
import sharp from 'sharp';
import { controllersOf, listRoutes, type RouteEntry } from '../src/access/route-inventory';
import { GatewayModule } from '../src/gateway.module';
import { gatewayEnvSchema } from '../src/gateway-config';
import { routeSchemas, validSample } from './support/schema-samples';

/**
 * Issue 24: every route of the gateway (present and future, read from the route inventory as the
 * fuzz test does) is called by people outside one player's reach, naming that player's records in the
 * path, the query and the body. Ana is a player of the default club; the outsiders are a coach and an
 * admin of another club, a coach of another squad of her club, another player of her own squad and
 * that player's parent. None may get a success for her data,
 * nor see anything of hers in any answer, whatever the status. Her own parent reads her data and
 * makes exactly a guardian's changes (issue 25).
 *
 * The parents' sessions are put in the session store directly, with the actor identity signs a
 * parent in with (`role: 'parent'`, `childIds`): identity has no parent accounts yet, so `GET
 * /api/auth/user` (identity's account behind the session) is left out for them.
 */

/** Routes that name no player and change the caller's session or credentials; calling them as an outsider proves nothing. */
const SKIPPED = new Map<string, string>([
  ['POST /api/auth/signup', 'creates a new account, names no player'],
  ['POST /api/auth/login', 'signs in (would replace the outsider session)'],
  ['POST /api/auth/logout', 'signs the caller out'],
  ['GET /api/logout', 'signs the caller out'],
  ['GET /api/login', 'a redirect to the sign-in page'],
  ['POST /api/auth/password', "changes the caller's own password (would end their session)"],
  ['POST /api/auth/password-reset/request', 'mails a reset link to an address; answers alike for every address'],
  ['POST /api/auth/password-reset', 'sets a password from a one-time token; names no player'],
  [
    'ALL /api/objects/tus',
    "tus protocol: creates an upload bound to the caller's own signed grant (objects tests cover foreign grants)",
  ],
  ['ALL /api/objects/tus/*', "tus protocol: continues an upload only under the caller's own grant"],
]);

/** Routes a stand-in parent session (no account in identity) cannot call meaningfully. */
const NO_PARENT_ACCOUNT = new Set(['GET /api/auth/user']);

/** Statuses an outsider may get for a request naming Ana's data: out of scope, role refusal, bad input. */
const REFUSALS = new Set([400, 403, 404]);

/** Ana's records, filled in by the set-up. */
interface AnasData {
  playerId: string;
  userId: string;
  email: string;
  roadmapId: string;
  focusAreaId: string;
  assignmentId: string;
  callId: string;
  videoId: string;
  commentId: string;
  videoObjectKey: string;
  photoFile: string;
  reportId: string;
  notificationId: string;
  /** Her squad ('All players' of club A): a squad id of another club is as unreachable as her records. */
  squadId: string;
  /** Her parent's entry (Parents & Guardians). */
  parentId: string;
  /** A copy of all her data, asked for by her (an adult on file). */
  exportId: string;
  /** Her training entry (the Training reading of the one training record). */
  trainingLogId: string;
}

/** Body or query fields that name one of Ana's records, and which record. */
const FIELD_RECORDS: Record<string, keyof AnasData> = {
  playerId: 'playerId',
  playerIds: 'playerId',
  userId: 'userId',
  roadmapId: 'roadmapId',
  focusAreaId: 'focusAreaId',
  assignmentId: 'assignmentId',
  callId: 'callId',
  videoId: 'videoId',
  commentId: 'commentId',
  reportId: 'reportId',
  notificationId: 'notificationId',
  squadId: 'squadId',
};

/**
 * Fields naming someone close to Ana but not Ana (her coach, whose calendar holds her call): set to
 * theirs, so an answer would carry her markers if the scope failed, but not counted as naming her.
 */
const NEIGHBOURS: Record<string, string> = { coachUserId: '' };

/** Queries validSample cannot build (fields that depend on each other): the values that make them valid. */
const QUERY_OVERRIDES: Record<string, () => Record<string, string>> = {
  'GET /api/calls/calendar': () => ({
    from: new Date(Date.now() - 86_400_000).toISOString(),
    to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  }),
};

/** `:id` is whatever record the path before it names. */
const ID_BY_PREFIX: [prefix: string, record: keyof AnasData][] = [
  ['/api/players/', 'playerId'],
  ['/api/videos/', 'videoId'],
  ['/api/assignments/', 'assignmentId'],
  ['/api/calls/', 'callId'],
  ['/api/reports/', 'reportId'],
  ['/api/notifications/', 'notificationId'],
  ['/api/squads/', 'squadId'],
  ['/api/admin/users/', 'userId'],
  ['/api/photos/:kind/', 'playerId'],
  ['/api/training-logs/', 'trainingLogId'],
];

const PATH_PARAMETER = /:[A-Za-z]+|\*/g;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface PathValue {
  value: string;
  /** False for a parameter that names someone else (Ana's coach), not Ana. */
  namesAna: boolean;
}

class UnknownParameter extends Error {}

/** The value of one path parameter, naming Ana's record; unknown parameters fail the test so new routes get mapped. */
function pathValue(
  route: RouteEntry,
  parameter: string,
  before: string,
  ana: AnasData,
  coachAUserId: string,
): PathValue {
  const named = (record: keyof AnasData): PathValue => ({ value: ana[record], namesAna: true });
  switch (parameter) {
    case ':playerId':
      return named('playerId');
    case ':roadmapId':
      return named('roadmapId');
    case ':focusAreaId':
      return named('focusAreaId');
    case ':commentId':
      return named('commentId');
    case ':coachUserId':
      return { value: coachAUserId, namesAna: false };
    case ':squadId':
      return named('squadId');
    case ':parentId':
      return named('parentId');
    case ':exportId':
      return named('exportId');
    case ':userId':
      // Her squad's coach (in `/api/squads/:id/coaches/:userId`, where `:id` already names her squad).
      if (before.startsWith('/api/squads/')) return { value: coachAUserId, namesAna: false };
      break;
    case ':kind':
      if (before === '/api/photos/') return { value: 'player', namesAna: true };
      break;
    case ':file':
      if (before.startsWith('/api/photos/')) return named('photoFile');
      break;
    case '*':
      if (before === '/api/objects/') return named('videoObjectKey');
      break;
    case ':id': {
      // A template is the club's, not a player's: every coach of her club may use it (tested in squad-assignments).
      if (before === '/api/assignment-templates/') return { value: UNKNOWN_ID, namesAna: false };
      const match = ID_BY_PREFIX.find(([prefix]) => before === prefix);
      if (match) return named(match[1]);
      break;
    }
  }
  throw new UnknownParameter(
    `${route.method} ${route.path}: unknown parameter ${parameter}, teach the leak test which record it names`,
  );
}

function fillPath(route: RouteEntry, ana: AnasData, coachAUserId: string): { path: string; namesAna: boolean } {
  let namesAna = false;
  const path = route.path.replace(PATH_PARAMETER, (parameter, offset: number) => {
    const resolved = pathValue(route, parameter, route.path.slice(0, offset), ana, coachAUserId);
    namesAna ||= resolved.namesAna;
    return resolved.value;
  });
  return { path, namesAna };
}

/** Replaces every field naming a record (at any depth) with Ana's; true when one was found. */
function nameAnasRecords(value: unknown, ana: AnasData): { value: unknown; namesAna: boolean } {
  if (Array.isArray(value)) {
    const items = value.map((item) => nameAnasRecords(item, ana));
    return { value: items.map((item) => item.value), namesAna: items.some((item) => item.namesAna) };
  }
  if (value === null || typeof value !== 'object') return { value, namesAna: false };
  let namesAna = false;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const record = FIELD_RECORDS[key];
    if (record) {
      result[key] = Array.isArray(field) ? [ana[record]] : ana[record];
      namesAna = true;
    } else if (NEIGHBOURS[key] !== undefined) {
      result[key] = NEIGHBOURS[key];
    } else {
      const inner = nameAnasRecords(field, ana);
      result[key] = inner.value;
      namesAna ||= inner.namesAna;
    }
  }
  return { value: result, namesAna };
}

type Schema = Parameters<typeof validSample>[0];

/**
 * The route's valid query (validSample of its schema), reduced to the required fields plus every field
 * naming a record, which names Ana's; `withoutAna` leaves those out. Optional filters are dropped: a
 * filter (a title search) would hide from the answer what the test is looking for.
 */
function queryOf(
  route: RouteEntry,
  schema: Schema | undefined,
  ana: AnasData,
  withoutAna: boolean,
): [string, string][] {
  const sample = schema ? validSample(schema) : undefined;
  if (!schema || sample === null || typeof sample !== 'object' || Array.isArray(sample)) return [];
  const full: Record<string, string> = Object.fromEntries(
    Object.entries({
      ...(sample as Record<string, unknown>),
      ...QUERY_OVERRIDES[`${route.method} ${route.path}`]?.(),
    }).map(([name, value]) => {
      const record = FIELD_RECORDS[name];
      return [name, record ? ana[record] : (NEIGHBOURS[name] ?? String(value))];
    }),
  );
  if (!schema.safeParse(full).success)
    throw new Error(`${route.method} ${route.path}: no valid query sample, teach the leak test (QUERY_OVERRIDES)`);
  const required = (name: string) => !schema.safeParse({ ...full, [name]: undefined }).success;
  return Object.entries(full).filter(([name]) =>
    FIELD_RECORDS[name] || NEIGHBOURS[name] !== undefined ? !withoutAna : required(name),
  );
}

function search(pairs: [string, string][]): string {
  return pairs.length
    ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`
    : '';
}

/** Routes whose body is a file, not JSON: they get an image. */
const FILE_BODY_ROUTES = new Set(['PUT /api/photos/me', 'PUT /api/players/:id/photo', 'PUT /api/objects/*']);

describe('scope leaks: every route, as outsiders of two clubs, naming one player’s data', () => {
  let portal: TestPortal;
  let dataDir: string;
  let image: Buffer;
  const ana: AnasData = {} as AnasData;
  let coachAUserId = '';
  const clients: Record<
    'ana' | 'ben' | 'coachA' | 'adminA' | 'coachA2' | 'coachB' | 'adminB' | 'parentOfBen' | 'parentOfAna',
    BrowserLikeClient
  > = {} as never;
  let benPlayerId = '';
  let redis: IORedis | undefined;
  const gatewayModule = GatewayModule.forRoot(gatewayEnvSchema.parse({}), createLogger('leaks', 'silent'));
  const controllers = new Map(controllersOf(gatewayModule).map((controller) => [controller.name, controller]));
  const routes = listRoutes(gatewayModule).filter((route) => !SKIPPED.has(`${route.method} ${route.path}`));

  const sampleBody = (key: string, extra: Record<string, unknown> = {}) => {
    const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === key)!;
    const { body } = routeSchemas(controllers, route);
    return { ...(validSample(body!) as Record<string, unknown>), ...extra };
  };

  const expectStatus = async (response: Promise<Response>, status: number, what: string) => {
    const answer = await response;
    const text = await answer.text();
    if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const sendFile = (client: BrowserLikeClient, method: string, path: string) =>
    fetch(`${client.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'image/png',
        origin: client.baseUrl,
        cookie: `portal_sid=${client.cookie('portal_sid')}`,
      },
      body: new Uint8Array(image),
    });

  const createUser = async (email: string, firstName: string, role: string, club?: string) => {
    const created = await runAppCli(
      'identity',
      [
        'user:create',
        '--email',
        email,
        '--password',
        TEST_PASSWORD,
        '--first-name',
        firstName,
        '--last-name',
        'Outsider',
        '--role',
        role,
        ...(club ? ['--club', club] : []),
      ],
      portal.env,
    );
    if (created.code !== 0) throw new Error(`user:create ${email}: ${created.stderr || created.stdout}`);
    const client = new BrowserLikeClient(portal.baseUrl);
    await expectStatus(client.post('/api/auth/login', { email, password: TEST_PASSWORD }), 200, `login ${email}`);
    return client;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-leaks-'));
    image = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    portal = await startTestPortal({
      env: { STORAGE_DIR: dataDir, MAIL_OUTBOX_DIR: dataDir },
      workers: ['reports'],
      readyTimeoutMs: 120_000,
      gatewayEnv: UNLIMITED_RATE_LIMITS,
    });

    // Club A ('My Club', squad 'All players'): Ana, Ben and their head coach.
    ana.email = 'ana.leakcheck@club.test';
    for (const [name, email, firstName] of [
      ['ana', ana.email, 'Ana'],
      ['ben', 'ben.leakcheck@club.test', 'Ben'],
    ] as const) {
      clients[name] = new BrowserLikeClient(portal.baseUrl);
      await expectStatus(
        clients[name].post('/api/auth/signup', {
          email,
          password: TEST_PASSWORD,
          firstName,
          lastName: 'Leakcheck',
          dateOfBirth: ADULT_DATE_OF_BIRTH,
        }),
        201,
        `sign-up of ${name}`,
      );
    }
    clients.coachA = await createUser('coach.a@club.test', 'Carla', 'coach');
    // Made while club A is the only club (the CLI then needs no --club).
    clients.adminA = await createUser('admin.a@club.test', 'Ada', 'admin');
    clients.coachA2 = await createUser('coach.a2@club.test', 'Cleo', 'coach');
    // Club B: an admin and a coach who reach none of club A's children.
    const club = await runAppCli(
      'identity',
      ['club:create', '--name', 'Riverside FC', '--slug', 'riverside'],
      portal.env,
    );
    expect(club.code).toBe(0);
    clients.coachB = await createUser('coach.b@riverside.test', 'Rory', 'coach', 'riverside');
    clients.adminB = await createUser('admin.b@riverside.test', 'Rita', 'admin', 'riverside');
    // Club A's second squad, whose coach (an assistant there, nowhere else) is Ana's club-mate but not her coach.
    const allPlayers = (
      (await (await clients.adminA.get('/api/squads')).json()) as { id: string; name: string }[]
    ).find((squad) => squad.name === 'All players')!;
    const u15 = await expectStatus(clients.adminA.post('/api/squads', { name: 'U15 Blue' }), 201, 'second squad');
    const coachA2UserId = (await expectStatus(clients.coachA2.get('/api/auth/user'), 200, 'coach A2 user'))
      .id as string;
    await expectStatus(
      clients.adminA.post(`/api/squads/${u15.id as string}/coaches`, { userId: coachA2UserId, role: 'assistant' }),
      200,
      'coach A2 into U15',
    );
    expect(
      (await clients.adminA.request('DELETE', `/api/squads/${allPlayers.id}/coaches/${coachA2UserId}`)).status,
    ).toBe(204);

    ana.playerId = (await expectStatus(clients.ana.get('/api/players/me'), 200, 'ana me')).id as string;
    benPlayerId = (await expectStatus(clients.ben.get('/api/players/me'), 200, 'ben me')).id as string;
    // Ben's parent (an outsider to Ana) and Ana's own parent, signed in as identity would sign them in.
    redis = new IORedis(portal.env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 });
    const sessions = new SessionStore(redis, portal.namespace);
    const parentSession = async (childIds: string[]) => {
      const client = new BrowserLikeClient(portal.baseUrl);
      const actor: Actor = { userId: randomUUID(), role: 'parent', childIds };
      client.setCookie('portal_sid', await sessions.create(actor));
      return client;
    };
    clients.parentOfBen = await parentSession([benPlayerId]);
    clients.parentOfAna = await parentSession([ana.playerId]);
    ana.userId = (await expectStatus(clients.ana.get('/api/auth/user'), 200, 'ana user')).id as string;
    coachAUserId = (await expectStatus(clients.coachA.get('/api/auth/user'), 200, 'coach A user')).id as string;
    NEIGHBOURS.coachUserId = coachAUserId;
    // An adult on file decides her own consents.
    await recordAdultBirthDate(clients.adminA, ana.playerId);
    const withParent = await expectStatus(
      clients.ana.patch(`/api/players/${ana.playerId}`, {
        parents: [{ name: 'Paula Leakcheck', email: 'paula.leakcheck@home.test', isPrimaryContact: true }],
      }),
      200,
      'parent entry',
    );
    ana.parentId = (withParent.parents as { id: string }[])[0]!.id;
    await expectStatus(
      clients.ana.post(`/api/players/${ana.playerId}/consents`, { consentType: 'media', granted: true }),
      200,
      'media consent',
    );

    // A roadmap with a focus area and an assignment, by her coach.
    const roadmap = await expectStatus(
      clients.coachA.post('/api/roadmaps', { playerId: ana.playerId, title: 'Ana spring plan', description: '' }),
      201,
      'roadmap',
    );
    ana.roadmapId = roadmap.id as string;
    const withFocus = await expectStatus(
      clients.coachA.post(
        `/api/roadmaps/${ana.roadmapId}/focus-areas`,
        sampleBody('POST /api/roadmaps/:roadmapId/focus-areas'),
      ),
      201,
      'focus area',
    );
    ana.focusAreaId = withFocus.id as string;
    const assignment = await expectStatus(
      clients.coachA.post(
        '/api/assignments',
        sampleBody('POST /api/assignments', {
          playerId: ana.playerId,
          roadmapId: ana.roadmapId,
          title: 'Juggling ladder',
        }),
      ),
      201,
      'assignment',
    );
    ana.assignmentId = assignment.id as string;

    // Her own records: a training log, a training session and a wellness check-in.
    const trainingLog = await expectStatus(
      clients.ana.post('/api/training-logs', sampleBody('POST /api/training-logs')),
      201,
      'training log',
    );
    ana.trainingLogId = trainingLog.id as string;
    await expectStatus(
      clients.ana.post('/api/training-sessions', sampleBody('POST /api/training-sessions')),
      201,
      'training session',
    );
    await expectStatus(clients.ana.post('/api/wellness-logs', sampleBody('POST /api/wellness-logs')), 201, 'wellness');

    // A call: her coach opens every hour of every day, she books a slot.
    await expectStatus(
      clients.coachA.put('/api/calls/availability', {
        timeZone: 'UTC',
        weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        minimumNoticeHours: 2,
        meetingUrl: 'https://meet.example.com/ana-coach',
      }),
      200,
      'availability',
    );
    const { slots } = (await expectStatus(
      clients.ana.get(`/api/calls/coaches/${coachAUserId}/slots`),
      200,
      'slots',
    )) as unknown as { slots: { startsAt: string }[] };
    const call = await expectStatus(
      clients.ana.post('/api/calls', { coachUserId: coachAUserId, startsAt: slots[4]!.startsAt }),
      201,
      'call',
    );
    ana.callId = call.id as string;

    // A video (simple flow, an image is accepted content) with a comment from her coach; a profile photo.
    const { uploadURL } = (await expectStatus(clients.ana.post('/api/objects/upload'), 200, 'upload url')) as {
      uploadURL: string;
    };
    expect((await sendFile(clients.ana, 'PUT', uploadURL)).status).toBe(200);
    const { objectPath } = (await expectStatus(
      clients.ana.put('/api/videos/upload-complete', { videoURL: uploadURL }),
      200,
      'upload complete',
    )) as { objectPath: string };
    ana.videoObjectKey = uploadURL.split('?')[0]!.replace(/^\/api\/objects\//, '');
    const video = await expectStatus(
      clients.ana.post('/api/videos', { title: 'Ana cup final', description: 'Second half', videoUrl: objectPath }),
      201,
      'video',
    );
    ana.videoId = video.id as string;
    const commented = await expectStatus(
      clients.coachA.post(`/api/videos/${ana.videoId}/comments`, sampleBody('POST /api/videos/:id/comments')),
      201,
      'video comment',
    );
    ana.commentId = (commented.comments as { id: string }[])[0]!.id;
    const photo = await sendFile(clients.ana, 'PUT', '/api/photos/me');
    expect(photo.status).toBe(200);
    const { profileImageUrl } = (await photo.json()) as { profileImageUrl: string };
    ana.photoFile = profileImageUrl.split('/').pop()!;

    // A report, generated now by her coach; generating it notifies her.
    await expectStatus(clients.coachA.post('/api/reports', { playerId: ana.playerId }), 202, 'report');
    ana.reportId = await waitFor(
      async () => ((await (await clients.ana.get('/api/reports')).json()) as { id: string }[])[0]?.id,
      { what: "Ana's report", timeoutMs: 60_000 },
    );
    ana.notificationId = await waitFor(
      async () =>
        ((await (await clients.ana.get('/api/notifications')).json()) as { items: { id: string }[] }).items[0]?.id,
      { what: "Ana's notification", timeoutMs: 30_000 },
    );
    const coachedSquads = (await (await clients.coachA.get('/api/squads')).json()) as { id: string }[];
    ana.squadId = coachedSquads[0]!.id;
    // Last, so the ZIP holds all of the above: her export, ready to download.
    ana.exportId = (await expectStatus(clients.ana.post(`/api/players/${ana.playerId}/export`, {}), 202, 'data export'))
      .exportId as string;
    await waitFor(
      async () =>
        ((await (await clients.ana.get(`/api/exports/${ana.exportId}`)).json()) as { status: string }).status ===
        'ready'
          ? true
          : undefined,
      { what: "Ana's data export", timeoutMs: 90_000 },
    );
  }, 300_000);

  afterAll(async () => {
    redis?.disconnect();
    await portal?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Whatever identifies Ana in an answer, except the values the request itself named (an echo tells nothing). */
  const markersIn = (text: string, named: string[]): string[] => {
    // A photo's file name is a hash of the image (the same picture gets the same name for anyone); the
    // photo's URL also carries her player id, which is a marker.
    const values = Object.entries(ana).filter(
      ([record, value]) => record !== 'photoFile' && value && !named.includes(value),
    );
    const found = values.filter(([, value]) => text.includes(value)).map(([record]) => record);
    if (/\bAna\b/.test(text)) found.push("first name 'Ana'");
    return found;
  };

  interface Sent {
    status: number;
    text: string;
    url: string;
    namesAna: boolean;
    named: string[];
  }

  /** One request of the route naming Ana's data (or, with `withoutAna`, nothing of hers). */
  const send = async (
    client: BrowserLikeClient,
    route: RouteEntry,
    withoutAna: boolean,
    records: AnasData = ana,
  ): Promise<Sent | undefined> => {
    const key = `${route.method} ${route.path}`;
    const schemas = routeSchemas(controllers, route);
    const { path, namesAna: pathNamesAna } = fillPath(route, records, coachAUserId);
    // Without naming her: the lists (GET routes whose path names nothing of hers), in the caller's own view.
    if (withoutAna && (pathNamesAna || route.method !== 'GET')) return undefined;
    const query = queryOf(route, schemas.query, records, withoutAna);
    // A route whose player comes from the query (PlayerData) names Ana there even without a query schema.
    const rule = route.rule?.kind === 'roles' ? route.rule.playerData : undefined;
    if (!withoutAna && rule?.staffSource === 'query' && !query.some(([name]) => name === rule.key))
      query.push([rule.key, records.playerId]);
    const queryNamesAna = query.some(([name]) => FIELD_RECORDS[name]);
    const url = `${path}${search(query)}`;
    let namesAna = pathNamesAna || queryNamesAna;
    let response: Response;
    if (FILE_BODY_ROUTES.has(key)) {
      response = await sendFile(client, route.method, url);
    } else if (route.method === 'GET' || route.method === 'DELETE') {
      response = await client.request(route.method, url);
    } else {
      const body = nameAnasRecords(schemas.body ? validSample(schemas.body) : {}, records);
      namesAna ||= body.namesAna;
      response = await client.request(route.method, url, body.value ?? {});
    }
    const named = Object.values(ana).filter((value) => value && url.includes(value));
    return { status: response.status, text: await response.text(), url, namesAna, named };
  };

  /** The same records, none of which exists. */
  const nobody = new Proxy({} as AnasData, {
    get: (_target, record) => (record === 'photoFile' ? '0000000000000000.webp' : UNKNOWN_ID),
  });

  /**
   * A read that filters by the ids it names (a coach's progress view of several players) may answer
   * an outsider with success, as long as the answer is the very one an id that does not exist gets:
   * then it confirms nothing about her.
   */
  const answersAsForNobody = async (caller: keyof typeof clients, route: RouteEntry, sent: Sent) => {
    if (route.method !== 'GET') return false;
    const unknown = await send(clients[caller], route, false, nobody);
    return unknown !== undefined && unknown.status === sent.status && unknown.text === sent.text;
  };

  it('maps every path parameter of every route to a record of Ana', () => {
    expect(routes.length).toBeGreaterThan(50);
    const unknown: string[] = [];
    const placeholder = new Proxy({}, { get: () => 'x' }) as AnasData;
    for (const route of routes) {
      try {
        fillPath(route, placeholder, 'x');
      } catch (error) {
        if (!(error instanceof UnknownParameter)) throw error;
        unknown.push(error.message);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('her coach (positive control) reads her records and sees her in them', async () => {
    const reads = [
      'GET /api/players/:id',
      'GET /api/progress-dashboard',
      'GET /api/roadmaps',
      'GET /api/roadmaps/:playerId/current',
      'GET /api/roadmaps/by-id/:roadmapId',
      'GET /api/assignments',
      'GET /api/assignments/:id',
      'GET /api/videos',
      'GET /api/videos/:id',
      'GET /api/training-logs',
      'GET /api/training-sessions',
      'GET /api/wellness-logs',
      'GET /api/calls/:id',
      'GET /api/reports',
    ];
    const answers: Record<string, { status: number; sawAna: boolean }> = {};
    let successes = 0;
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      const sent = await send(clients.coachA, route, false);
      if (!sent || !sent.namesAna) continue;
      const sawAna = sent.text.includes(ana.playerId) || /\bAna\b/.test(sent.text);
      answers[`${route.method} ${route.path}`] = { status: sent.status, sawAna };
      if (sent.status < 300 && sawAna) successes += 1;
    }
    console.log(`positive control: coach A read ${successes} of Ana's records with her in them`);
    expect(
      Object.fromEntries(reads.map((key) => [key, answers[key] && answers[key].status < 300 && answers[key].sawAna])),
    ).toEqual(Object.fromEntries(reads.map((key) => [key, true])));
    expect(successes).toBeGreaterThanOrEqual(reads.length);
  });

  // Found by this test (issue 24): identity's user list and role change ignore the admin's club.
  it("an admin of another club neither lists Ana's account nor changes it", async () => {
    const listed = await clients.adminB.get('/api/admin/users?pageSize=100');
    expect(listed.status).toBe(200);
    const emails = ((await listed.json()) as { items: { email: string }[] }).items.map((user) => user.email);
    expect(emails).not.toContain(ana.email);
    const changed = await clients.adminB.patch(`/api/admin/users/${ana.userId}`, { role: 'player' });
    expect(changed.status).toBe(404);
  });

  it('no outsider gets a success for her data, nor any of her markers in any answer: 0 leaks', async () => {
    const leaks: string[] = [];
    const unexpected: string[] = [];
    let requests = 0;
    let tried = 0;
    const statuses: Record<number, number> = {};
    for (const route of routes) {
      tried += 1;
      for (const caller of ['coachB', 'adminB', 'coachA2', 'ben', 'parentOfBen'] as const) {
        if (caller === 'parentOfBen' && NO_PARENT_ACCOUNT.has(`${route.method} ${route.path}`)) continue;
        for (const withoutAna of [false, true]) {
          const sent = await send(clients[caller], route, withoutAna);
          if (!sent) continue;
          requests += 1;
          statuses[sent.status] = (statuses[sent.status] ?? 0) + 1;
          if (process.env.LEAKS_VERBOSE) console.log(`${caller} ${route.method} ${sent.url} → ${sent.status}`);
          const label = `${caller} ${route.method} ${sent.url}${withoutAna ? ' (naming nothing of hers)' : ''} → ${sent.status}`;
          const markers = markersIn(sent.text, sent.named);
          if (markers.length)
            leaks.push(`${label}: answer shows her ${markers.join(', ')}: ${sent.text.slice(0, 300)}`);
          else if (sent.namesAna && sent.status < 300 && !(await answersAsForNobody(caller, route, sent)))
            leaks.push(`${label}: success on her data: ${sent.text.slice(0, 300)}`);
          if (
            sent.status === 401 ||
            sent.status >= 500 ||
            (sent.namesAna && sent.status >= 300 && !REFUSALS.has(sent.status))
          )
            unexpected.push(`${label}: ${sent.text.slice(0, 200)}`);
        }
      }
    }
    // Her records are untouched by all of it.
    const current = await expectStatus(clients.coachA.get(`/api/roadmaps/${ana.playerId}/current`), 200, 'roadmap');
    expect(current.id).toBe(ana.roadmapId);
    await expectStatus(clients.ana.get(`/api/videos/${ana.videoId}`), 200, 'video still there');
    await expectStatus(clients.ana.get(`/api/assignments/${ana.assignmentId}`), 200, 'assignment still there');
    console.log(
      `scope leaks: ${tried} routes tried (${SKIPPED.size} skipped: ${[...SKIPPED.keys()].join(', ')}), ` +
        `${requests} requests sent (statuses ${JSON.stringify(statuses)}), ${leaks.length} leaks found`,
    );
    expect(unexpected).toEqual([]);
    expect(leaks).toEqual([]);
  }, 240_000);

  it("her parent reads her records, naming her like staff do, and nothing of her squad-mate's", async () => {
    const reads = [
      'GET /api/players/:id',
      'GET /api/progress-dashboard',
      'GET /api/progress-trends',
      'GET /api/roadmaps',
      'GET /api/roadmaps/:playerId/current',
      'GET /api/roadmaps/by-id/:roadmapId',
      'GET /api/assignments',
      'GET /api/assignments/:id',
      'GET /api/assignments/:id/history',
      'GET /api/videos',
      'GET /api/videos/:id',
      'GET /api/training-logs',
      'GET /api/training-sessions',
      'GET /api/wellness-logs',
      'GET /api/calls/mine',
      'GET /api/calls/:id',
      'GET /api/reports',
      'GET /api/reports/comments',
    ];
    // Three answers name no player (an assignment's history, the weekly trends, the report comments).
    const anonymous = new Set([
      'GET /api/assignments/:id/history',
      'GET /api/progress-trends',
      'GET /api/reports/comments',
    ]);
    const answers: Record<string, { status: number; showsHer: boolean }> = {};
    for (const key of reads) {
      const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === key)!;
      const sent = (await send(clients.parentOfAna, route, false))!;
      answers[key] = {
        status: sent.status,
        showsHer: anonymous.has(key) || sent.text.includes(ana.playerId) || sent.text.includes(ana.roadmapId),
      };
    }
    expect(answers).toEqual(Object.fromEntries(reads.map((key) => [key, { status: 200, showsHer: true }])));
    const pdf = await clients.parentOfAna.get(`/api/reports/${ana.reportId}/pdf`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);

    // Ben is her squad-mate: as if he did not exist.
    for (const path of [`/api/players/${benPlayerId}`, `/api/training-logs?playerId=${benPlayerId}`])
      expect(await expectStatus(clients.parentOfAna.get(path), 404, `${path} as Ana's parent`)).toEqual({
        message: PLAYER_NOT_FOUND_MESSAGE,
      });
  });

  it('her parent uploads a video for her, books and cancels her call and edits her contact fields, and nothing else', async () => {
    const parent = clients.parentOfAna;
    const forAna = `playerId=${ana.playerId}`;
    // A match video for her (her media consent stands): the video is hers.
    const { uploadURL } = (await expectStatus(parent.post(`/api/objects/upload?${forAna}`), 200, 'upload url')) as {
      uploadURL: string;
    };
    expect((await sendFile(parent, 'PUT', uploadURL)).status).toBe(200);
    const { objectPath } = (await expectStatus(
      parent.put(`/api/videos/upload-complete?${forAna}`, { videoURL: uploadURL }),
      200,
      'upload complete',
    )) as { objectPath: string };
    const video = await expectStatus(
      parent.post(`/api/videos?${forAna}`, { title: 'Filmed from the stand', videoUrl: objectPath }),
      201,
      'video for Ana',
    );
    expect(video.playerId).toBe(ana.playerId);
    await expectStatus(clients.ana.get(`/api/videos/${video.id as string}`), 200, 'Ana sees the video');

    // A call for her with her coach, under her name; cancelled again. Moving it is not a parent's.
    const coaches = (await expectStatus(parent.get(`/api/calls/coaches?${forAna}`), 200, 'coaches')) as unknown as {
      coachUserId: string;
    }[];
    expect(coaches.map((coach) => coach.coachUserId)).toContain(coachAUserId);
    const { slots } = (await expectStatus(
      parent.get(`/api/calls/coaches/${coachAUserId}/slots?${forAna}`),
      200,
      'slots',
    )) as unknown as { slots: { startsAt: string }[] };
    const call = await expectStatus(
      parent.post(`/api/calls?${forAna}`, { coachUserId: coachAUserId, startsAt: slots[8]!.startsAt }),
      201,
      'call for Ana',
    );
    expect(call).toMatchObject({ playerId: ana.playerId, playerName: 'Ana Leakcheck' });
    await expectStatus(
      parent.post(`/api/calls/${call.id as string}/reschedule`, { startsAt: slots[9]!.startsAt }),
      403,
      'reschedule by the parent',
    );
    expect(
      await expectStatus(parent.post(`/api/calls/${call.id as string}/cancel`, {}), 200, 'cancel by the parent'),
    ).toMatchObject({ status: 'cancelled' });

    // Her contact fields, and no other field.
    expect(
      await expectStatus(
        parent.patch(`/api/players/${ana.playerId}`, { playerPhone: '+44 20 7946 0025' }),
        200,
        'contact fields',
      ),
    ).toMatchObject({ playerPhone: '+44 20 7946 0025' });
    expect(
      await expectStatus(
        parent.patch(`/api/players/${ana.playerId}`, { playerPhone: '+44 20 7946 0026', fullName: 'Not Ana' }),
        403,
        'another field',
      ),
    ).toMatchObject({ message: expect.stringContaining('not fullName') });

    // Everything a parent does not do: her work, reviews, comments, logs, the staff screens.
    const refused: [string, () => Promise<Response>][] = [
      ['submit evidence', () => parent.post(`/api/assignments/${ana.assignmentId}/submissions`, { note: 'Done' })],
      ['start', () => parent.post(`/api/assignments/${ana.assignmentId}/start`, {})],
      ['mark complete', () => parent.put(`/api/assignments/${ana.assignmentId}`, { completed: true })],
      [
        'review',
        () => parent.post(`/api/assignments/${ana.assignmentId}/reviews`, { decision: 'approved', note: 'ok' }),
      ],
      ['comment', () => parent.post(`/api/videos/${ana.videoId}/comments`, { atSeconds: 1, text: 'Nice' })],
      ['reply', () => parent.post(`/api/videos/${ana.videoId}/comments/${ana.commentId}/replies`, { text: 'Thanks' })],
      ['delete a video', () => parent.request('DELETE', `/api/videos/${ana.videoId}`)],
      ['log training', () => parent.post(`/api/training-logs?${forAna}`, sampleBody('POST /api/training-logs'))],
      ['player management', () => parent.get('/api/admin/players')],
      ['review queue', () => parent.get('/api/reviews')],
      ['coach home', () => parent.get('/api/coach/home')],
      ['squads', () => parent.get('/api/squads')],
    ];
    const statuses: Record<string, number> = {};
    for (const [name, attempt] of refused) statuses[name] = (await attempt()).status;
    expect(statuses).toEqual(Object.fromEntries(refused.map(([name]) => [name, 403])));
    const assignment = await expectStatus(
      clients.ana.get(`/api/assignments/${ana.assignmentId}`),
      200,
      'her assignment',
    );
    expect(assignment.status).toBe('not_started');
  });
});
