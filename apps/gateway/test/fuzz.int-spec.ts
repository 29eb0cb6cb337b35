import { createLogger, databaseUrl } from '@portal/server-kit';
import {
  ADULT_DATE_OF_BIRTH,
  BrowserLikeClient,
  RawJson,
  type RunningPortal,
  type TestInfra,
  UNLIMITED_RATE_LIMITS,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  runAppCli,
  startPortal,
} from '@portal/server-kit/testing';
import fc from 'fast-check';
import { Client } from 'pg';
import { controllersOf, listRoutes, type RouteEntry } from '../src/access/route-inventory';
import { GatewayModule } from '../src/gateway.module';
import { gatewayEnvSchema } from '../src/gateway-config';
import { routeSchemas, validSample } from './support/schema-samples';

const PASSWORD = 'Kick-Off-2026!';
/**
 * Random runs per route and caller, after one example of every bad-input class that applies to the
 * route (badInputExamples); every route of the gateway is covered, including future ones.
 */
const RANDOM_RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 3);
/** Printed at the start and with any failure: `FUZZ_SEED=<seed>` replays the same inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Routes whose success is not a stored row but a session change; fuzzing them would sign the caller out. */
const SKIPPED = new Set(['POST /api/auth/logout', 'GET /api/logout', 'GET /api/login']);
/**
 * Routes one caller does not fuzz: an admin's valid `{immediate: true}` erases the fuzz player in every
 * service (the erasure consumers delete rows while later routes run, and those routes would meet a
 * deleted player). The player and anonymous callers still send it every bad input.
 */
const SKIPPED_AS: Partial<Record<'player' | 'admin' | 'anonymous', ReadonlySet<string>>> = {
  admin: new Set(['POST /api/players/:id/deletion']),
};

const nul = fc.string().map((text) => `${text}\u0000${text}`);
const nasty = fc.oneof(
  nul,
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', '__proto__', '2026-02-30', 'a'.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
/** A plausible field name: what the spec's payloads use, plus junk. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'email',
    'password',
    'firstName',
    'lastName',
    'date',
    'type',
    'wellnessRating',
    'notes',
    'role',
    'title',
    'playerId',
    'currentPassword',
    'newPassword',
    'completed',
    'completionNotes',
    'granted',
    'consentType',
  ),
  fc.string(),
);
/** JSON nested thousands of levels deep (about 10 KB): whatever walks it recursively must not fall over. */
const DEEP_JSON = [
  new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  new RawJson(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`),
];

const randomBody = fc.oneof(
  fc.dictionary(fieldName, fc.oneof(nasty, fc.jsonValue()), { maxKeys: 6 }),
  fc.jsonValue(),
  nasty,
  fc.constantFrom(...DEEP_JSON),
);

/**
 * Bodies that pass validation except for one field: the valid sample with one field replaced by a
 * nasty value, a NUL appended to one of its strings, or an unknown field added. These reach the
 * checks behind the first (a service's own rules, PostgreSQL), which random bodies never do.
 */
function corruptedBodies(base: Record<string, unknown>) {
  const keys = Object.keys(base);
  const replaced = keys.length
    ? fc.tuple(fc.constantFrom(...keys), nasty).map(([key, value]) => ({ ...base, [key]: value }))
    : fc.constant(base);
  const stringKeys = keys.filter((key) => typeof base[key] === 'string');
  const withNul = stringKeys.length
    ? fc.constantFrom(...stringKeys).map((key) => ({ ...base, [key]: `${String(base[key])}\u0000` }))
    : fc.constant(base);
  const unknownField = fc.tuple(fc.string(), nasty).map(([key, value]) => ({ ...base, [`x${key}`]: value }));
  return fc.oneof(replaced, withNul, unknownField, fc.constant(base));
}

function bodiesFor(schema: Parameters<typeof validSample>[0] | undefined) {
  const base = schema ? validSample(schema) : undefined;
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return randomBody;
  return fc.oneof(
    { arbitrary: corruptedBodies(base as Record<string, unknown>), weight: 3 },
    { arbitrary: randomBody, weight: 1 },
  );
}

/** A path parameter (`:id`) or the wildcard of a catch-all route (`/api/objects/*`). */
const PATH_PARAMETER = /:[A-Za-z]+|\*/g;
const WELL_FORMED_UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Values as they appear in the URL (already percent-encoded, or deliberately not: `%FF` is no UTF-8,
 * `%2E%2E` is `..` that the client does not resolve), for one path parameter or one query parameter.
 */
const NASTY_URL_VALUES = [
  'last-monday',
  'NaN',
  'true',
  '%FF',
  '%00',
  'x%00x',
  '',
  '-1',
  '1e309',
  '__proto__',
  '2026-02-30',
  '%2E%2E',
  '%2F',
  'a'.repeat(5000),
];
/** The classes every parameter gets in the examples (the random runs draw from the whole list). */
const EXAMPLE_URL_VALUES = ['last-monday', '%FF', 'x%00x', '', 'a'.repeat(5000)];
const urlValue = fc.oneof(
  fc.constantFrom(...NASTY_URL_VALUES),
  fc.string().map(encodeURIComponent),
  nul.map(encodeURIComponent),
);

function pathParameterCount(route: RouteEntry): number {
  return route.path.match(PATH_PARAMETER)?.length ?? 0;
}

/**
 * Ids of records that exist (set once the fuzz player has signed up): a request naming the fuzz
 * player gets past the access checks to the validation and the service behind them, which an unknown
 * id never does for a player. Other ids are well-formed but unknown.
 */
const known = { playerId: WELL_FORMED_UNKNOWN_ID };

/** The path with every parameter well-formed: the fuzz player's id for a player parameter. */
function wellFormedSegments(route: RouteEntry): string[] {
  return [...route.path.matchAll(PATH_PARAMETER)].map((match) => {
    const before = route.path.slice(0, match.index);
    return match[0] === ':playerId' || (match[0] === ':id' && before.endsWith('/players/'))
      ? known.playerId
      : WELL_FORMED_UNKNOWN_ID;
  });
}

/** Every path parameter well-formed, except one (chosen by the runner) set to a nasty value. */
function pathsFor(route: RouteEntry) {
  const count = pathParameterCount(route);
  if (count === 0) return fc.constant<string[]>([]);
  return fc.oneof(
    fc.constant(wellFormedSegments(route)),
    fc.tuple(fc.nat({ max: count - 1 }), fc.oneof(urlValue, fc.uuid())).map(([position, value]) => {
      const segments = wellFormedSegments(route);
      segments[position] = value;
      return segments;
    }),
  );
}

type QueryPairs = [name: string, value: string][];

/**
 * The route's valid queries (from its query schema) as URL-encoded name/value pairs: the sample with
 * every field, and the one with required fields only (a player's own dashboard names no playerId);
 * `playerId` is the fuzz player's. None without a schema.
 */
function validQueries(schema: Parameters<typeof validSample>[0] | undefined): QueryPairs[] {
  const sample = schema ? validSample(schema) : undefined;
  if (!schema || sample === null || typeof sample !== 'object' || Array.isArray(sample)) return [];
  const full = Object.fromEntries(
    Object.entries(sample as Record<string, unknown>).map(([name, value]) => [
      name,
      name === 'playerId' ? known.playerId : String(value),
    ]),
  );
  const required = Object.fromEntries(
    Object.entries(full).filter(([name]) => !schema.safeParse({ ...full, [name]: undefined }).success),
  );
  const encode = (query: Record<string, string>): QueryPairs =>
    Object.entries(query).map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)]);
  const queries = [encode(full)];
  if (Object.keys(required).length < Object.keys(full).length) queries.push(encode(required));
  return queries;
}

function queryString(pairs: QueryPairs): string {
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/**
 * A valid query with one parameter replaced by a nasty value, or repeated (an array where a string is
 * expected), or an unknown parameter added; or a random dictionary of plausible names and junk.
 */
function queriesFor(schema: Parameters<typeof validSample>[0] | undefined) {
  const valids = validQueries(schema);
  const randomQuery = fc
    .dictionary(fieldName, fc.oneof(urlValue, fc.integer().map(String)), { maxKeys: 3 })
    .map((params) => queryString(Object.entries(params).map(([name, value]) => [encodeURIComponent(name), value])));
  const base = valids.length ? fc.constantFrom(...valids) : fc.constant<QueryPairs>([]);
  const unknownParameter = fc
    .tuple(base, fieldName, urlValue)
    .map(([valid, name, value]) => queryString([...valid, [`x${encodeURIComponent(name)}`, value]]));
  const nonEmpty = valids.filter((valid) => valid.length > 0);
  if (nonEmpty.length === 0) return fc.oneof(fc.constant(''), randomQuery, unknownParameter);
  const replaced = fc
    .tuple(fc.constantFrom(...nonEmpty), fc.nat(), urlValue)
    .map(([valid, position, value]) =>
      queryString(valid.map(([name, original], index) => [name, index === position % valid.length ? value : original])),
    );
  const repeated = fc
    .tuple(fc.constantFrom(...nonEmpty), fc.nat())
    .map(([valid, position]) => queryString([...valid, valid[position % valid.length]!]));
  return fc.oneof(
    { arbitrary: replaced, weight: 3 },
    { arbitrary: repeated, weight: 1 },
    { arbitrary: unknownParameter, weight: 1 },
    { arbitrary: randomQuery, weight: 1 },
    { arbitrary: base.map(queryString), weight: 1 },
  );
}

type FuzzInput = [payload: unknown, pathSegments: string[], query: string];
const NUL_TEXT = 'x\u0000x';

/**
 * One input of every class of bad input the route can receive, so a run with few random inputs still
 * tries each: in the body (unless the method has none), a field replaced by a nasty value, a NUL
 * appended to a string field, an unknown field, the valid sample itself, a random-style body (for a
 * route without a sample, a dictionary of nasty fields and a JSON null) and JSON nested thousands of
 * levels deep; in the path, each parameter in turn set to each of EXAMPLE_URL_VALUES (the others
 * well-formed); in the query, the valid queries (validQueries), then in each of them each parameter in
 * turn set to each of EXAMPLE_URL_VALUES and repeated, then an unknown parameter with a NUL. Zipped (shorter lists repeat), so their count is that of the longest list.
 */
function badInputExamples(
  route: RouteEntry,
  schemas: { body?: Parameters<typeof validSample>[0]; query?: Parameters<typeof validSample>[0] },
): FuzzInput[] {
  const bodies: unknown[] = [];
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const base = schemas.body ? validSample(schemas.body) : undefined;
    if (base !== null && typeof base === 'object' && !Array.isArray(base)) {
      const sample = base as Record<string, unknown>;
      const keys = Object.keys(sample);
      const stringKey = keys.find((key) => typeof sample[key] === 'string');
      if (keys[0] !== undefined) bodies.push({ ...sample, [keys[0]]: NUL_TEXT });
      if (stringKey !== undefined) bodies.push({ ...sample, [stringKey]: `${String(sample[stringKey])}\u0000` });
      bodies.push({ ...sample, x__proto__: 'a'.repeat(5000) }, sample, null);
    } else {
      bodies.push({ email: NUL_TEXT, notes: 'a'.repeat(5000), role: '__proto__' }, null);
    }
    bodies.push(...DEEP_JSON);
  }
  const parameterCount = pathParameterCount(route);
  const paths: string[][] = [wellFormedSegments(route)];
  for (let position = 0; position < parameterCount; position += 1)
    for (const value of EXAMPLE_URL_VALUES)
      paths.push(paths[0]!.map((original, index) => (index === position ? value : original)));
  const valids = validQueries(schemas.query);
  const queries: string[] = valids.map(queryString);
  for (const valid of valids) {
    for (const [position, [name]] of valid.entries()) {
      for (const value of EXAMPLE_URL_VALUES)
        queries.push(queryString(valid.map((pair, index) => (index === position ? [name, value] : pair))));
      queries.push(queryString([...valid, valid[position]!]));
    }
  }
  queries.push(queryString([...(valids[0] ?? []), ['notes', encodeURIComponent(NUL_TEXT)]]));
  const count = Math.max(bodies.length, paths.length, queries.length);
  return Array.from({ length: count }, (_, index): FuzzInput => [
    bodies.length ? bodies[index % bodies.length] : undefined,
    paths[index % paths.length]!,
    queries[index % queries.length]!,
  ]);
}

/** Failures name long values by their length, so one 5,000-character value does not flood the report. */
function shorten(text: string): string {
  return text.replace(/(.)\1{40,}/g, (run, unit: string) => `${unit}×${run.length}`);
}

function describeBody(payload: unknown): string {
  return payload instanceof RawJson
    ? ` with deeply nested JSON (${payload.text.slice(0, 5)}…, ${payload.text.length} characters)`
    : '';
}

function fillPath(route: RouteEntry, segments: string[]): string {
  let position = 0;
  return route.path.replace(PATH_PARAMETER, () => segments[position++]!);
}

describe('every route, generated bad input: never a 5xx, never a stored row on rejection', () => {
  let infra: TestInfra;
  let namespace: string;
  let portal: RunningPortal;
  let database: Client;
  const callers: Record<string, BrowserLikeClient> = {};
  const gatewayModule = GatewayModule.forRoot(gatewayEnvSchema.parse({}), createLogger('fuzz', 'silent'));
  const controllers = new Map(controllersOf(gatewayModule).map((controller) => [controller.name, controller]));
  const routes = listRoutes(gatewayModule).filter((route) => !SKIPPED.has(`${route.method} ${route.path}`));

  /**
   * Rows in every table of every service schema (outbox included), in one round trip. Left out:
   * identity's record of failed credential checks (a refused login is meant to leave that trace) and
   * reset links, which identity stores after answering a request (so the timing of the answer cannot
   * tell whether an account exists): such a row may land during the next, rejected, request. Also
   * left out: what event consumers write after an earlier accepted request (their processed-event
   * records, media's copy of the consents, reports' family-mail events and guardian copy), which may
   * land during a later, rejected, one.
   */
  async function storedRows(): Promise<number> {
    const tables = await database.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('identity', 'roadmap', 'tracking', 'media', 'reports') AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('migrations', 'credential_attempts', 'password_reset_tokens',
                                 'processed_events', 'player_media_consents', 'scope_players', 'scope_staff',
                                 'family_events', 'family_guardians')`,
    );
    const counts = tables.rows.map(({ schema, name }) => `(SELECT count(*) FROM "${schema}"."${name}")`);
    const { rows } = await database.query<{ total: string }>(`SELECT ${counts.join(' + ')} AS total`);
    return Number(rows[0]!.total);
  }

  beforeAll(async () => {
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RANDOM_RUNS_PER_ROUTE} random runs per route`);
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    const env = namespaceEnv(namespace, infra);
    portal = await startPortal({
      env,
      // Six processes start at once on a machine that may be busy with other test runs.
      readyTimeoutMs: 120_000,
      // Generous limits: the point is input handling, not rate limiting (which has its own tests).
      gatewayEnv: UNLIMITED_RATE_LIMITS,
    });
    database = new Client({ connectionString: databaseUrl(infra.postgresUrl, namespace) });
    await database.connect();
    callers.player = new BrowserLikeClient(portal.baseUrl);
    expect(
      (
        await callers.player.post('/api/auth/signup', {
          email: 'fuzz.player@club.test',
          password: PASSWORD,
          firstName: 'Fuzz',
          lastName: 'Player',
          dateOfBirth: ADULT_DATE_OF_BIRTH,
        })
      ).status,
    ).toBe(201);
    const created = await runAppCli(
      'identity',
      [
        'user:create',
        '--email',
        'fuzz.admin@club.test',
        '--password',
        PASSWORD,
        '--first-name',
        'Fuzz',
        '--last-name',
        'Admin',
        '--role',
        'admin',
      ],
      env,
    );
    expect(created.code).toBe(0);
    callers.admin = new BrowserLikeClient(portal.baseUrl);
    expect(
      (await callers.admin.post('/api/auth/login', { email: 'fuzz.admin@club.test', password: PASSWORD })).status,
    ).toBe(200);
    callers.anonymous = new BrowserLikeClient(portal.baseUrl);
    const self = await callers.player.get('/api/players/me');
    expect(self.status).toBe(200);
    known.playerId = ((await self.json()) as { id: string }).id;
  }, 300_000);

  afterAll(async () => {
    await database?.end();
    await portal?.stopAll();
    await destroyNamespace(namespace, infra);
  });

  it('finds every route and a valid sample body for each body schema', () => {
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const { body } = routeSchemas(controllers, route);
      if (body)
        expect({ route: route.path, valid: body.safeParse(validSample(body)).success }).toEqual({
          route: route.path,
          valid: true,
        });
    }
  });

  for (const callerName of ['player', 'admin', 'anonymous'] as const) {
    it(`as ${callerName}`, async () => {
      const failures: string[] = [];
      let rowsBefore = await storedRows();
      let requests = 0;
      for (const [index, route] of routes.entries()) {
        if (SKIPPED_AS[callerName]?.has(`${route.method} ${route.path}`)) continue;
        const schemas = routeSchemas(controllers, route);
        const examples = badInputExamples(route, schemas);
        const bodies = bodiesFor(schemas.body);
        await fc.assert(
          fc.asyncProperty(bodies, pathsFor(route), queriesFor(schemas.query), async (payload, segments, search) => {
            const url = `${fillPath(route, segments)}${search ? `?${search}` : ''}`;
            const response = await callers[callerName]!.request(
              route.method,
              url,
              route.method === 'GET' || route.method === 'DELETE' ? undefined : payload,
            );
            const text = await response.text();
            requests += 1;
            if (response.status >= 500)
              failures.push(
                `${route.method} ${shorten(url)}${describeBody(payload)} → ${response.status} ${text.slice(0, 200)}`,
              );
            // One count per request: the count after the previous request is this one's "before".
            const before = rowsBefore;
            rowsBefore = await storedRows();
            if (response.status >= 400 && rowsBefore !== before) {
              failures.push(
                `${route.method} ${shorten(url)}${describeBody(payload)} → ${response.status} but a row was stored`,
              );
            }
            if (text.includes('    at '))
              failures.push(`${route.method} ${shorten(url)} → stack trace in the response`);
            return true;
          }),
          { examples, numRuns: examples.length + RANDOM_RUNS_PER_ROUTE, seed: SEED + index },
        );
      }
      console.log(`fuzz as ${callerName}: ${requests} requests, ${failures.length} failures`);
      expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    }, 900_000);
  }
});
