import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BrowserLikeClient,
  type TestPortal,
  UNLIMITED_RATE_LIMITS,
  createSignedInStaff,
  playerIdOf,
  signUpPlayer,
  startTestPortal,
  waitFor,
  workspaceRoot,
} from '@portal/server-kit/testing';
import fc from 'fast-check';
import { DocumentConformance, type Operation } from './document-conformance';
import { type JsonSchema, SchemaArbitraries } from './schema-arbitrary';

/**
 * Outside tools on the served document, knowing nothing of the code: (a) requests generated from the
 * document's own JSON Schemas (valid ones, then mutated ones) to every operation as anonymous, a
 * player, a coach and an admin: never a 5xx, and every answer's status, media type and JSON body as
 * the document says (ajv); (b) Stoplight Prism as a validating proxy in front of the gateway for one
 * run of valid requests: any request or answer it finds off the document fails the test.
 */
const VALID_RUNS = Number(process.env.OPENAPI_VALID_RUNS ?? 3);
const MUTATED_RUNS = Number(process.env.OPENAPI_MUTATED_RUNS ?? 2);
/** Printed first: `OPENAPI_SEED=<seed>` replays the same requests. */
const SEED = Number(process.env.OPENAPI_SEED ?? Date.now() % 2 ** 31);

const REQUEST_TIMEOUT_MS = 20_000;

type CallerName = 'anonymous' | 'player' | 'coach' | 'admin';
const CALLERS: readonly CallerName[] = ['anonymous', 'player', 'coach', 'admin'];

/**
 * Operations that start or end the caller's session (a generated sign-up would sign the caller in
 * as someone else): anonymous only. An admin's valid erasure request removes the test player in
 * every service at once, which would leave the later operations nobody to act on.
 */
const ANONYMOUS_ONLY = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/staff-invitations/accept',
  'POST /api/guardian-invitations/accept',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/logout',
  'POST /api/auth/password',
  'POST /api/auth/password-reset',
]);
const NOT_AS: Partial<Record<CallerName, ReadonlySet<string>>> = {
  admin: new Set([
    'POST /api/players/{id}/deletion',
    'POST /api/admin/users/{id}/deactivate',
    'PATCH /api/admin/users/{id}',
  ]),
};

interface GeneratedRequest {
  url: string;
  headers: Record<string, string>;
  body?: { contentType: string; text: string };
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function shorten(text: string): string {
  return text.replace(/(.)\1{40,}/g, (run, unit: string) => `${unit}×${run.length}`).slice(0, 300);
}

describe('the served OpenAPI document, checked by outside tools', () => {
  let portal: TestPortal;
  let document: Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };
  let conformance: DocumentConformance;
  let arbitraries: SchemaArbitraries;
  const callers = {} as Record<CallerName, BrowserLikeClient>;
  /** Ids the API itself gave out: the player's own id, so a generated path reaches past the 404. */
  const knownIds: string[] = [];

  beforeAll(async () => {
    console.log(`openapi conformance seed ${SEED} (OPENAPI_SEED=${SEED} replays it)`);
    portal = await startTestPortal({
      env: {},
      readyTimeoutMs: 120_000,
      gatewayEnv: UNLIMITED_RATE_LIMITS,
    });
    callers.anonymous = new BrowserLikeClient(portal.baseUrl);
    callers.player = await signUpPlayer(portal.baseUrl, 'openapi.player');
    callers.coach = await createSignedInStaff(portal.baseUrl, portal.env, {
      email: 'openapi.coach@club.test',
      role: 'coach',
    });
    callers.admin = await createSignedInStaff(portal.baseUrl, portal.env, {
      email: 'openapi.admin@club.test',
      role: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    knownIds.push(await playerIdOf(callers.player));
    const served = await callers.anonymous.get('/api/openapi.json');
    expect(served.status).toBe(200);
    document = (await served.json()) as typeof document;
    conformance = new DocumentConformance(document as never);
    arbitraries = new SchemaArbitraries(document);
  }, 300_000);

  afterAll(async () => {
    await portal?.close();
  });

  /** Path, query and body for one operation, from the document: valid values, or one part mutated. */
  function requestsFor(path: string, operation: Operation, mutate: boolean): fc.Arbitrary<GeneratedRequest> {
    const parameters = operation.parameters ?? [];
    const valueOf = (schema: JsonSchema, location: string) => {
      const resolved = arbitraries.resolve(schema);
      // A path segment with no format or pattern of its own: URL-safe text, as a client would send.
      const plainSegment = location === 'path' && resolved.type === 'string' && !resolved.format && !resolved.pattern;
      const generated = mutate
        ? arbitraries.mutated(resolved)
        : plainSegment
          ? fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/)
          : arbitraries.valid(resolved);
      if (resolved.format === 'uuid' && !mutate) return fc.oneof(fc.constantFrom(...knownIds), generated);
      // OpenAPI's allowEmptyValue is false by default: a valid query value is never empty.
      return mutate ? generated : generated.filter((value) => value !== '');
    };
    const parameterValues = fc.record(
      Object.fromEntries(
        parameters.map((parameter) => [
          `${parameter.in}:${parameter.name}`,
          parameter.required || parameter.in === 'path'
            ? valueOf(parameter.schema, parameter.in)
            : fc.option(valueOf(parameter.schema, parameter.in), { nil: undefined }),
        ]),
      ),
    );
    const content = operation.requestBody?.content ?? {};
    const mediaTypes = Object.keys(content);
    const body: fc.Arbitrary<GeneratedRequest['body']> = mediaTypes.length
      ? fc
          .constantFrom(...mediaTypes)
          .chain((mediaType) =>
            mediaType === 'application/json'
              ? (mutate
                  ? arbitraries.mutated(content[mediaType]!.schema)
                  : arbitraries.valid(content[mediaType]!.schema)
                ).map((value) => ({ contentType: mediaType, text: JSON.stringify(value) ?? 'null' }))
              : fc.string({ minLength: 1, maxLength: 64 }).map((text) => ({ contentType: mediaType, text })),
          )
      : fc.constant(undefined);
    return fc.tuple(parameterValues, body).map(([values, generatedBody]) => {
      const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
        encodeURIComponent(String(values[`path:${name}`] ?? 'x')),
      );
      const query = parameters
        .filter((parameter) => parameter.in === 'query' && values[`query:${parameter.name}`] !== undefined)
        .flatMap((parameter) => {
          const value = values[`query:${parameter.name}`];
          const list = Array.isArray(value) ? value : [value];
          return list.map(
            (item) =>
              `${encodeURIComponent(parameter.name)}=${encodeURIComponent(typeof item === 'string' ? item : JSON.stringify(item))}`,
          );
        })
        .join('&');
      const headers = Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === 'header' && values[`header:${parameter.name}`] !== undefined)
          .map((parameter) => {
            const value = values[`header:${parameter.name}`];
            // A header carries no control characters: a mutated one is sent as its JSON text.
            return [
              parameter.name,
              (typeof value === 'string' ? value : JSON.stringify(value)).replace(/[^\x20-\x7e]/g, '?'),
            ];
          }),
      );
      return {
        url: query ? `${filled}?${query}` : filled,
        headers,
        ...(generatedBody ? { body: generatedBody } : {}),
      };
    });
  }

  async function send(
    client: BrowserLikeClient,
    baseUrl: string,
    method: string,
    request: GeneratedRequest,
  ): Promise<Response> {
    const cookie = ['portal_sid', '__Host-portal_sid']
      .map((name) => [name, client.cookie(name)] as const)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    return fetch(`${baseUrl}${request.url}`, {
      method,
      redirect: 'manual',
      // An answer that never comes is a finding too, not a hung suite.
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: {
        ...request.headers,
        ...(cookie ? { cookie } : {}),
        ...(request.body ? { 'content-type': request.body.contentType } : {}),
      },
      body: request.body && method !== 'GET' && method !== 'HEAD' ? request.body.text : undefined,
    });
  }

  it('(a) generated and mutated requests to every operation, as each caller: no 5xx, every answer as documented', async () => {
    const failures: string[] = [];
    let requests = 0;
    const operations = conformance.operations();
    for (const callerName of CALLERS) {
      const started = Date.now();
      for (const [index, { method, path, operation }] of operations.entries()) {
        const signature = `${method} ${path}`;
        if (callerName !== 'anonymous' && ANONYMOUS_ONLY.has(signature)) continue;
        if (NOT_AS[callerName]?.has(signature)) continue;
        for (const [mutate, runs] of [
          [false, VALID_RUNS],
          [true, MUTATED_RUNS],
        ] as const) {
          await fc.assert(
            fc.asyncProperty(requestsFor(path, operation, mutate), async (request) => {
              requests += 1;
              const answer = await send(callers[callerName], portal.baseUrl, method, request).then(
                async (response) => ({ response, text: method === 'HEAD' ? '' : await response.text() }),
                (error: unknown) => error as Error,
              );
              if (answer instanceof Error) {
                failures.push(`as ${callerName}: ${method} ${shorten(request.url)} → no answer (${answer.message})`);
                return true;
              }
              const { response, text } = answer;
              const where = `as ${callerName}: ${method} ${shorten(request.url)}${request.body ? ` ${shorten(request.body.text)}` : ''}`;
              if (response.status >= 500 && !(path === '/api/health' && response.status === 503))
                failures.push(`${where} → ${response.status} ${shorten(text)}`);
              const wrong = conformance.check(
                operation,
                response.status,
                response.headers.get('content-type'),
                text,
                method !== 'HEAD',
              );
              if (wrong) failures.push(`${where} → ${wrong}`);
              return true;
            }),
            { numRuns: runs, seed: SEED + index * 2 + (mutate ? 1 : 0) },
          );
        }
      }
      console.log(
        `as ${callerName}: ${requests} requests so far, ${failures.length} failures, ${Date.now() - started} ms`,
      );
    }
    console.log(
      `openapi conformance: ${operations.length} operations, ${requests} requests (${VALID_RUNS} valid + ${MUTATED_RUNS} mutated per operation and caller), ${failures.length} failures`,
    );
    expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
  }, 900_000);

  it('(b) Prism, as a validating proxy in front of the gateway, finds no request or answer off the document', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-prism-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const port = await freePort();
    const prismBin = join(workspaceRoot(), 'node_modules', '.bin', 'prism');
    const prism: ChildProcess = spawn(
      prismBin,
      ['proxy', file, portal.baseUrl, '--port', String(port), '--host', '127.0.0.1', '--errors', '-v', 'warn'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    prism.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prism.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const proxyUrl = `http://127.0.0.1:${port}`;
    try {
      await waitFor(
        async () => {
          const ready = await fetch(`${proxyUrl}/api/health/live`).catch(() => undefined);
          return ready?.status === 200;
        },
        { what: `Prism on ${proxyUrl} (${output.slice(-500)})`, timeoutMs: 60_000 },
      );
      const failures: string[] = [];
      let requests = 0;
      // One valid request per operation, as the player and as the admin (reads and writes alike,
      // except the ones that change sessions or erase the test player).
      for (const callerName of ['player', 'admin'] as const) {
        for (const [index, { method, path, operation }] of conformance.operations().entries()) {
          const signature = `${method} ${path}`;
          if (ANONYMOUS_ONLY.has(signature) || NOT_AS.admin?.has(signature)) continue;
          // tus and signed storage URLs are the storage protocol's, not JSON operations Prism can judge;
          // Prism follows redirects itself, so it judges the page a redirect leads to, not the 302.
          if (path.startsWith('/api/objects/tus') || path === '/api/objects/{key}' || path === '/api/login') continue;
          const [request] = fc.sample(requestsFor(path, operation, false), { numRuns: 1, seed: SEED + index });
          const response = await send(callers[callerName], proxyUrl, method, request!);
          const text = method === 'HEAD' ? '' : await response.text();
          requests += 1;
          const violations = response.headers.get('sl-violations');
          // With --errors Prism answers a violation itself, with a problem+json body naming it.
          const refused = (response.headers.get('content-type') ?? '').includes('application/problem+json');
          if (violations || refused)
            failures.push(
              `as ${callerName}: ${method} ${shorten(request!.url)} → ${response.status} ${(violations ?? text).slice(0, 800)}`,
            );
        }
      }
      console.log(`prism proxy: ${requests} requests, ${failures.length} violations`);
      expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
    } finally {
      prism.kill('SIGTERM');
    }
  }, 300_000);
});
