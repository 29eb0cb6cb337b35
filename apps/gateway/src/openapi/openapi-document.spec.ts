import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { Controller, Delete, Get, Module, Post } from '@nestjs/common';
import { createLogger } from '@portal/server-kit';
import { z } from 'zod';
import { Public, RolesAllowed } from '../access/access-rule';
import { controllersOf, listRoutes } from '../access/route-inventory';
import { GatewayModule } from '../gateway.module';
import { gatewayEnvSchema } from '../gateway-config';
import { Answers } from './answers.decorator';
import { gatewayOpenApiDocument } from './gateway-openapi';
import { buildOpenApiDocument, openApiMethods, openApiPath } from './openapi-document';
import { OPERATION_NOTES } from './operation-notes';
import { rateLimitsOf } from './rate-limits';

const COMMITTED = resolve(__dirname, '../../../../docs/openapi.json');
const config = gatewayEnvSchema.parse({});
const gateway = GatewayModule.forRoot(config, createLogger('test', 'silent'));
const routes = listRoutes(gateway);
const document = gatewayOpenApiDocument(routes, controllersOf(gateway), config);

type Operations = Record<string, Record<string, { responses: Record<string, unknown> } & Record<string, unknown>>>;
const paths = document.paths as Operations;

function operationsOf(doc: { paths: unknown }): string[] {
  return Object.entries(doc.paths as Operations)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('the OpenAPI document', () => {
  it('has one operation per route and method, and no operation without a route', () => {
    const expected = routes
      .flatMap((route) =>
        openApiMethods(route.method).map((method) => `${method.toUpperCase()} ${openApiPath(route.path)}`),
      )
      .sort();
    expect(new Set(expected).size).toBe(expected.length);
    expect(operationsOf(document)).toEqual(expected);
  });

  it('is the committed docs/openapi.json (`npm run openapi` writes it)', () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as typeof document;
    expect(operationsOf(committed)).toEqual(operationsOf(document));
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('passes an OpenAPI 3.1 validator (swagger-parser: the spec schema, then every $ref resolved)', () => {
    // swagger-parser is an ES module, which this CommonJS test run cannot load: it runs in its own node.
    const file = resolve(mkdtempSync(resolve(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const validate = `import('@apidevtools/swagger-parser').then(({ default: parser }) => parser.validate(process.argv[1]))
      .then((api) => console.log('valid', api.openapi), (error) => { console.error(error.message); process.exit(1); })`;
    const output = execFileSync(process.execPath, ['-e', validate, file], { encoding: 'utf8', stdio: 'pipe' });
    expect(output.trim()).toBe('valid 3.1.1');
  });

  it('says who may call each operation, and signs in with the session cookie unless public', () => {
    for (const route of routes) {
      const operation = paths[openApiPath(route.path)]![openApiMethods(route.method)[0]!]!;
      expect(operation.description).toContain('**Who may call:**');
      if (route.rule?.kind === 'public') expect(operation.security).toEqual([]);
      else expect(operation.security).toBeUndefined();
      if (route.rule?.kind === 'roles') expect(operation['x-roles']).toEqual(route.rule.roles);
    }
    expect(document.security).toEqual([{ session: [] }]);
    expect(document.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: 'portal_sid' });
    expect(document.components.securitySchemes.session.description).toContain('Origin');
  });

  it('gives every operation a success answer and the error shape for its errors', () => {
    for (const [path, item] of Object.entries(paths))
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect({ operation: `${method} ${path}`, success: statuses.some((status) => /^[23]/.test(status)) }).toEqual({
          operation: `${method} ${path}`,
          success: true,
        });
        expect(operation.responses['503']).toBeDefined();
      }
    const update = paths['/api/players/{id}']!.patch!;
    expect(update.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(document.components.responses.BadRequest).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(update.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ format: 'uuid' }),
      }),
    ]);
    expect(update.requestBody).toMatchObject({ content: { 'application/json': { schema: expect.any(Object) } } });
  });

  it('states the rate limits on the routes that have them, each limit naming a route', () => {
    const signatures = new Set(routes.map((route) => `${route.method} ${route.path}`));
    for (const key of rateLimitsOf(config).keys())
      expect({ key, known: signatures.has(key) }).toEqual({ key, known: true });
    const login = paths['/api/auth/login']!.post!;
    expect(login['x-rate-limit']).toContain('30 failed sign-ins per 15 min');
    expect(login.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(document.components.responses.TooManyRequests).toMatchObject({
      headers: { 'Retry-After': expect.any(Object) },
    });
  });

  it('adds each operation note (the old API tables of the README) to an operation that exists', () => {
    const operations = new Set(operationsOf(document));
    for (const key of Object.keys(OPERATION_NOTES))
      expect({ key, known: operations.has(key) }).toEqual({ key, known: true });
    expect(paths['/api/squads/{id}/invite-link']!.post!.description).toContain('the old one stops working');
  });

  it('states what the outside tools found undocumented on their first run (issue 28)', () => {
    const login = paths['/api/auth/login']!.post!;
    expect(login.responses['401']).toMatchObject({ description: 'Wrong e-mail or password.' });
    const tusCreate = paths['/api/objects/tus']!.post! as { parameters: unknown[]; responses: Record<string, unknown> };
    expect(tusCreate.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Tus-Resumable',
        in: 'header',
        required: true,
        schema: { type: 'string', const: '1.0.0' },
      }),
    );
    expect(tusCreate.responses['412']).toMatchObject({ content: { 'text/plain': expect.any(Object) } });
    expect(tusCreate.responses['404']).toMatchObject({
      content: { 'application/json': expect.any(Object), 'text/plain': expect.any(Object) },
    });
    expect(paths['/api/squads/{id}/players']!.post!.responses['414']).toEqual({
      $ref: '#/components/responses/UriTooLong',
    });
    expect(paths['/api/players/{id}/photo']!.put!.responses['415']).toEqual({
      $ref: '#/components/responses/UnsupportedMediaType',
    });
    expect(paths['/api/objects/{key}']!.get!.responses['403']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(paths['/api/openapi.json']!.get!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
  });

  it('refuses to describe a route that declares no answer', () => {
    @Controller('careless')
    class CarelessController {
      @Get() @Public() @Answers(z.object({ ok: z.boolean() })) fine() {}
      @Post() @RolesAllowed('coach') forgotten() {}
    }
    @Module({ controllers: [CarelessController] })
    class CarelessModule {}
    expect(() =>
      buildOpenApiDocument(listRoutes(CarelessModule), [CarelessController], {
        ...config,
        sessionCookieName: 'portal_sid',
        bodyLimitBytes: 1,
        version: '1',
      }),
    ).toThrow('POST /api/careless declares no @Answers');
  });

  it('fails the route check for an operation without a route', () => {
    @Controller('extra')
    class ExtraController {
      @Delete(':id') @Public() @Answers({ status: 204 }) remove() {}
    }
    @Module({ controllers: [ExtraController] })
    class ExtraModule {}
    const withExtra = buildOpenApiDocument(listRoutes(ExtraModule), [ExtraController], {
      ...config,
      sessionCookieName: 'portal_sid',
      bodyLimitBytes: 1,
      version: '1',
    });
    expect(operationsOf(withExtra)).toEqual(['DELETE /api/extra/{id}']);
    expect(operationsOf(withExtra)).not.toEqual(operationsOf(document));
  });
});
