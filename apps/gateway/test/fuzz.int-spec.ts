import { createLogger, databaseUrl } from '@portal/server-kit';
import {
  BrowserLikeClient,
  type RunningPortal,
  type TestInfra,
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
const randomBody = fc.oneof(
  fc.dictionary(fieldName, fc.oneof(nasty, fc.jsonValue()), { maxKeys: 6 }),
  fc.jsonValue(),
  nasty,
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

const pathValue = fc.oneof(
  fc.uuid(),
  nul,
  fc.constantFrom('not-a-uuid', '..', '%00', '00000000-0000-4000-8000-000000000000'),
);
const query = fc.dictionary(fieldName, fc.oneof(nul, fc.string(), fc.integer().map(String)), { maxKeys: 3 });

type FuzzInput = [payload: unknown, pathValue: string, query: Record<string, string>];
const NUL_TEXT = 'x\u0000x';

/**
 * One input of every class of bad input the route can receive, so a run with few random inputs still
 * tries each: in the body (unless the method has none), a field replaced by a nasty value, a NUL
 * appended to a string field, an unknown field, the valid sample itself and a random-style body (for a
 * route without a sample, a dictionary of nasty fields and a JSON null); in the path (when it has
 * parameters), a well-formed unknown id, a NUL and a non-id (random runs also try `..` and `%00`); in
 * the query, none and a NUL. Zipped (shorter lists repeat), so their count is that of the longest list.
 */
function badInputExamples(route: RouteEntry, schema: Parameters<typeof validSample>[0] | undefined): FuzzInput[] {
  const bodies: unknown[] = [];
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const base = schema ? validSample(schema) : undefined;
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
  }
  const paths = /:[A-Za-z]+/.test(route.path)
    ? ['00000000-0000-4000-8000-000000000000', NUL_TEXT, 'not-a-uuid']
    : ['00000000-0000-4000-8000-000000000000'];
  const queries: Record<string, string>[] = [{}, { notes: NUL_TEXT, playerId: 'not-a-uuid' }];
  const count = Math.max(bodies.length, paths.length, queries.length);
  return Array.from({ length: count }, (_, index): FuzzInput => [
    bodies.length ? bodies[index % bodies.length] : undefined,
    paths[index % paths.length]!,
    queries[index % queries.length]!,
  ]);
}

function fillPath(route: RouteEntry, value: string): string {
  return route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value));
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
   * tell whether an account exists): such a row may land during the next, rejected, request.
   */
  async function storedRows(): Promise<number> {
    const tables = await database.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('identity', 'roadmap', 'tracking', 'media', 'reports') AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('migrations', 'credential_attempts', 'password_reset_tokens')`,
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
      // Generous limits: the point is input handling, not rate limiting (which has its own tests).
      gatewayEnv: {
        RATE_LIMIT_LOGIN_PER_IP: '100000',
        RATE_LIMIT_SIGNUP_PER_IP: '100000',
        RATE_LIMIT_SIGNUP_BURST_PER_IP: '100000',
        RATE_LIMIT_SIGNUP_FAILURES_PER_IP: '100000',
        RATE_LIMIT_PASSWORD_RESET_PER_IP: '100000',
      },
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
  }, 120_000);

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
      for (const [index, route] of routes.entries()) {
        const schemas = routeSchemas(controllers, route);
        const examples = badInputExamples(route, schemas.body);
        await fc.assert(
          fc.asyncProperty(bodiesFor(schemas.body), pathValue, query, async (payload, value, params) => {
            const search = new URLSearchParams(params).toString();
            const url = `${fillPath(route, value)}${search ? `?${search}` : ''}`;
            const before = await storedRows();
            const response = await callers[callerName]!.request(
              route.method,
              url,
              route.method === 'GET' || route.method === 'DELETE' ? undefined : payload,
            );
            const text = await response.text();
            if (response.status >= 500)
              failures.push(`${route.method} ${url} → ${response.status} ${text.slice(0, 200)}`);
            if (response.status >= 400 && (await storedRows()) !== before) {
              failures.push(`${route.method} ${url} → ${response.status} but a row was stored`);
            }
            if (text.includes('    at ')) failures.push(`${route.method} ${url} → stack trace in the response`);
            return true;
          }),
          { examples, numRuns: examples.length + RANDOM_RUNS_PER_ROUTE, seed: SEED + index },
        );
      }
      expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    }, 300_000);
  }
});
