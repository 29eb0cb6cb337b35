import type { Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import * as contracts from '@portal/contracts';
import { type RpcSubject, isRpcSubject, rpcDefinitions } from '@portal/contracts';
import { z } from 'zod';
import type { AccessRule } from '../access/access-rule';
import type { RouteEntry } from '../access/route-inventory';
import { ACCEPTS, ANSWERS, type AcceptsSpec, type AnswerSpec, isZodSchema } from './answers.decorator';
import { OPERATION_NOTES } from './operation-notes';
import { type RateLimitSettings, rateLimitsOf } from './rate-limits';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** The methods an OpenAPI path item holds; `@All()` routes (tus) are written as the methods tus uses. */
const ALL_METHODS = ['post', 'head', 'patch', 'delete', 'options'] as const;
const BODY_METHODS = new Set(['post', 'put', 'patch']);
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Nest's RouteParamtypes for the arguments the document describes. */
const PARAMETER_KIND = { 3: 'body', 4: 'query', 5: 'path' } as const;

export interface OpenApiSettings extends RateLimitSettings {
  /** The session cookie's name (`__Host-portal_sid` behind HTTPS). */
  sessionCookieName: string;
  /** Largest request body the gateway reads. */
  bodyLimitBytes: number;
  version: string;
}

/** `/api/players/:id` → `/api/players/{id}`; a catch-all `*` (a storage key with slashes) → `{key}`. */
export function openApiPath(routePath: string): string {
  return routePath.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*/g, '{key}');
}

/** The document's methods for one route: one, or the tus methods for an `@All()` route. */
export function openApiMethods(routeMethod: string): string[] {
  return routeMethod === 'ALL' ? [...ALL_METHODS] : [routeMethod.toLowerCase()];
}

const ROLE_NAMES: Record<string, string> = { player: 'players', parent: 'parents', coach: 'coaches', admin: 'admins' };

export function whoMayCall(rule: AccessRule | undefined): string {
  if (!rule || rule.kind === 'public') return 'Anyone, signed in or not.';
  if (rule.kind === 'signed-in') return 'Any signed-in user.';
  const roles = rule.roles.map((role) => ROLE_NAMES[role] ?? role).join(', ');
  if (!rule.playerData) return `Signed-in ${roles}.`;
  return (
    `Signed-in ${roles}. A player acts on their own data; parents and staff name the player with ` +
    `\`${rule.playerData.key}\` (${rule.playerData.staffSource === 'query' ? 'query' : 'path'}), ` +
    `and a player outside their scope is a 404.`
  );
}

function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Tags a controller's name does not spell well. */
const TAG_NAMES: Record<string, string> = { OpenApi: 'API reference' };

function tagOf(controller: string): string {
  const name = controller.replace(/Controller$/, '');
  return TAG_NAMES[name] ?? humanize(name);
}

/**
 * Names for the contracts' exported schemas (`playerSelfSchema` → `PlayerSelf`), so the document
 * refers to one component instead of repeating a shape.
 */
function contractSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(contracts)) {
    if (!exportName.endsWith('Schema') || !isZodSchema(value) || names.has(value)) continue;
    const base = exportName.slice(0, -'Schema'.length);
    names.set(value, base.charAt(0).toUpperCase() + base.slice(1));
  }
  return names;
}

/** Builds the document; the components and their names are kept per build. */
class DocumentBuilder {
  private readonly components: Record<string, JsonSchema> = {};
  private readonly names = contractSchemaNames();
  private readonly componentOf = new Map<string, string>();

  constructor(private readonly settings: OpenApiSettings) {}

  /** A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), `$defs` moved to components. */
  jsonSchema(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    delete converted.$schema;
    const defs = converted.$defs as Record<string, JsonSchema> | undefined;
    delete converted.$defs;
    if (!defs) return converted;
    const renamed = Object.fromEntries(
      Object.keys(defs).map((key) => [key, `${owner}_${key}`.replace(/[^\w.-]/g, '_')]),
    );
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, `#/components/schemas/${renamed[inner.slice('#/$defs/'.length)]}`]
            : [key, rewrite(inner)],
        ),
      );
    };
    for (const [key, def] of Object.entries(defs)) this.components[renamed[key]!] = rewrite(def) as JsonSchema;
    return rewrite(converted) as JsonSchema;
  }

  /** A `$ref` to the schema's component when the contracts export it, else the schema inline. */
  schemaRef(schema: z.ZodType, io: 'input' | 'output', fallbackName: string): JsonSchema {
    const name = this.names.get(schema);
    if (!name) return this.jsonSchema(schema, io, fallbackName);
    const key = `${name}:${io}`;
    const known = this.componentOf.get(key);
    if (known) return { $ref: `#/components/schemas/${known}` };
    const converted = this.jsonSchema(schema, io, name);
    const other = this.componentOf.get(`${name}:${io === 'input' ? 'output' : 'input'}`);
    const componentName =
      other && JSON.stringify(this.components[other]) !== JSON.stringify(converted)
        ? `${name}${io === 'input' ? 'Input' : ''}`
        : (other ?? name);
    this.components[componentName] = converted;
    this.componentOf.set(key, componentName);
    return { $ref: `#/components/schemas/${componentName}` };
  }

  answerSchema(source: z.ZodType | RpcSubject, fallbackName: string): JsonSchema {
    if (typeof source === 'string') {
      if (!isRpcSubject(source)) throw new Error(`@Answers('${source}') names no RPC subject`);
      return this.schemaRef(rpcDefinitions[source].response, 'output', fallbackName);
    }
    return this.schemaRef(source, 'output', fallbackName);
  }

  document(routes: readonly RouteEntry[], controllers: ReadonlyMap<string, Type>) {
    const paths: Record<string, Record<string, Operation>> = {};
    const limits = rateLimitsOf(this.settings);
    for (const route of routes) {
      const controller = controllers.get(route.controller);
      if (!controller) throw new Error(`No controller ${route.controller} for ${route.method} ${route.path}`);
      const path = openApiPath(route.path);
      for (const method of openApiMethods(route.method)) {
        const item = (paths[path] ??= {});
        if (item[method]) throw new Error(`Two routes for ${method.toUpperCase()} ${path}`);
        item[method] = this.operation(route, controller, method, limits.get(`${route.method} ${route.path}`));
      }
    }
    const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
    return {
      openapi: '3.1.1',
      info: {
        title: 'Player portal API',
        version: this.settings.version,
        description: API_DESCRIPTION,
      },
      security: [{ session: [] }],
      tags: [...new Set(routes.map((route) => tagOf(route.controller)))].sort().map((name) => ({ name })),
      paths: sortedPaths,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: this.settings.sessionCookieName,
            description:
              'The session cookie `POST /api/auth/login` (or a sign-up) sets: HttpOnly, SameSite=Lax, ' +
              '`Secure` and `__Host-` prefixed behind HTTPS. A write (POST, PUT, PATCH, DELETE) that carries ' +
              'an `Origin` (else `Referer`) header must come from the portal\u2019s own origin, or it is refused ' +
              'with 403 before anything runs; clients that send neither header (scripts, servers) are let through.',
          },
        },
        responses: this.errorResponses(),
        schemas: {
          ...Object.fromEntries(Object.entries(this.components).sort(([a], [b]) => a.localeCompare(b))),
          ErrorBody: ERROR_BODY_SCHEMA,
        },
      },
    };
  }

  /** A tus route's shared error answers, each also as the plain text tus itself answers. */
  private withPlainTextErrors(controller: Type, handler: string, responses: Record<string, unknown>) {
    if (!acceptsOf(controller, handler)?.plainTextErrors) return responses;
    const shared = this.errorResponses() as Record<string, { description: string; content: object }>;
    return Object.fromEntries(
      Object.entries(responses).map(([status, response]) => {
        const ref = (response as { $ref?: string }).$ref;
        if (!ref) return [status, response];
        const { description, content } = shared[ref.replace('#/components/responses/', '')]!;
        return [status, { description, content: { ...content, 'text/plain': { schema: { type: 'string' } } } }];
      }),
    );
  }

  private errorResponses() {
    const cross = 'A write whose Origin (else Referer) names another site is refused before anything runs.';
    return {
      BadRequest: errorAnswer('A value is invalid: `errors` names each field and what is wrong.'),
      Unauthorized: errorAnswer('Not signed in, or the session has ended.'),
      Forbidden: errorAnswer('The caller\u2019s role may not do this.'),
      ForbiddenWrite: errorAnswer(
        `The caller\u2019s role may not do this, or the record is not theirs to change. ${cross}`,
      ),
      CrossSiteWrite: errorAnswer(cross),
      NotFound: errorAnswer('No such record, or one outside the caller\u2019s scope (the same answer).'),
      Conflict: errorAnswer('The change conflicts with the record\u2019s current state.'),
      UriTooLong: errorAnswer('A path value is longer than the gateway reads (100 characters).'),
      UnsupportedMediaType: errorAnswer('The body\u2019s `Content-Type` is not one this operation reads.'),
      PayloadTooLarge: errorAnswer(
        `The body is larger than ${this.settings.bodyLimitBytes} bytes (or the upload\u2019s own limit).`,
      ),
      IdempotencyKeyReused: errorAnswer('The `Idempotency-Key` was already used for a different request.'),
      TooManyRequests: {
        ...errorAnswer('Too many attempts: the message and `Retry-After` say when to try again.'),
        headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } } },
      },
      Unavailable: errorAnswer('A service behind the gateway did not answer in time; try again shortly.'),
    };
  }

  private operation(route: RouteEntry, controller: Type, method: string, rateLimit: string | undefined): Operation {
    const operationName = `${route.controller.replace(/Controller$/, '')}.${route.handler}`;
    const parameters = this.parameters(route, controller);
    const body = this.requestBody(route, controller, method, operationName);
    const isPublic = route.rule?.kind === 'public';
    const isWrite = WRITE_METHODS.has(method);
    const hasPathParameters = route.path.includes(':') || route.path.includes('*');
    const hasInput = parameters.length > 0 || body !== undefined || isWrite;
    const roles = route.rule?.kind === 'roles' ? [...route.rule.roles] : undefined;
    const description = [
      OPERATION_NOTES[`${method.toUpperCase()} ${openApiPath(route.path)}`],
      `**Who may call:** ${whoMayCall(route.rule)}`,
      rateLimit ? `**Rate limit:** ${rateLimit}` : undefined,
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      operationId: route.method === 'ALL' ? `${operationName}.${method}` : operationName,
      summary: humanize(route.handler),
      description,
      tags: [tagOf(route.controller)],
      ...(isPublic ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: this.withPlainTextErrors(controller, route.handler, {
        ...(hasInput ? { 400: errorRef('BadRequest') } : {}),
        ...(isPublic ? {} : { 401: errorRef('Unauthorized') }),
        ...(!isPublic || isWrite
          ? { 403: errorRef(isPublic ? 'CrossSiteWrite' : isWrite ? 'ForbiddenWrite' : 'Forbidden') }
          : {}),
        ...(!isPublic || hasPathParameters ? { 404: errorRef('NotFound') } : {}),
        ...(isWrite ? { 409: errorRef('Conflict') } : {}),
        ...(body || BODY_METHODS.has(method) ? { 413: errorRef('PayloadTooLarge') } : {}),
        ...(hasPathParameters ? { 414: errorRef('UriTooLong') } : {}),
        ...(body || BODY_METHODS.has(method) ? { 415: errorRef('UnsupportedMediaType') } : {}),
        ...(isWrite ? { 422: errorRef('IdempotencyKeyReused') } : {}),
        ...(rateLimit || isWrite ? { 429: errorRef('TooManyRequests') } : {}),
        503: errorRef('Unavailable'),
        // A route's own answers win over the shared ones (the health check's 503 has its own body).
        ...this.successes(route, controller, method, operationName),
      }),
      ...(roles ? { 'x-roles': roles } : {}),
      ...(rateLimit ? { 'x-rate-limit': rateLimit } : {}),
    };
  }

  private parameters(route: RouteEntry, controller: Type): Operation[] {
    const found = new Map<string, Operation>();
    const add = (location: 'path' | 'query', name: string, schema: JsonSchema, required: boolean) => {
      const { description, ...rest } = schema;
      found.set(`${location}:${name}`, {
        name,
        in: location,
        required: location === 'path' ? true : required,
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    };
    for (const argument of routeArguments(controller, route.handler)) {
      if (argument.kind === 'body') continue;
      const location = argument.kind;
      if (!argument.schema) {
        if (argument.name) add(location, argument.name === '*' ? 'key' : argument.name, { type: 'string' }, false);
        continue;
      }
      const schema = this.jsonSchema(argument.schema, 'input', argument.name ?? 'parameters');
      if (argument.name) {
        const required = !argument.schema.safeParse(undefined).success;
        add(location, argument.name === '*' ? 'key' : argument.name, schema, required);
        continue;
      }
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties)) add(location, name, property, required.has(name));
    }
    for (const header of acceptsOf(controller, route.handler)?.headers ?? [])
      found.set(`header:${header.name}`, {
        name: header.name,
        in: 'header',
        required: header.required,
        description: header.description,
        schema: this.jsonSchema(header.schema, 'input', header.name),
      });
    const playerData = route.rule?.kind === 'roles' ? route.rule.playerData : undefined;
    if (playerData?.staffSource === 'query' && !found.has(`query:${playerData.key}`))
      add(
        'query',
        playerData.key,
        {
          type: 'string',
          format: 'uuid',
          description: 'The player acted for: a parent names their child (a player never needs it).',
        },
        false,
      );
    for (const match of openApiPath(route.path).matchAll(/\{(\w+)\}/g))
      if (!found.has(`path:${match[1]}`))
        add(
          'path',
          match[1]!,
          match[1] === 'key'
            ? { type: 'string', description: 'A storage key; may contain slashes.' }
            : { type: 'string' },
          true,
        );
    const order = { path: 0, query: 1, header: 2 } as Record<string, number>;
    return [...found.values()].sort((a, b) => order[a.in as string]! - order[b.in as string]!);
  }

  private requestBody(route: RouteEntry, controller: Type, method: string, operationName: string) {
    const declared = routeArguments(controller, route.handler).find((argument) => argument.kind === 'body');
    if (declared?.schema)
      return {
        required: !declared.schema.safeParse({}).success,
        content: { 'application/json': { schema: this.schemaRef(declared.schema, 'input', `${operationName}.body`) } },
      };
    const raw = acceptsOf(controller, route.handler)?.rawBody;
    if (raw && BODY_METHODS.has(method))
      return {
        required: true,
        description: raw.description,
        content: Object.fromEntries(
          raw.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      };
    return undefined;
  }

  private successes(route: RouteEntry, controller: Type, method: string, operationName: string) {
    const handler = (controller.prototype as Record<string, object>)[route.handler]!;
    const answers = Reflect.getMetadata(ANSWERS, handler) as AnswerSpec[] | undefined;
    if (!answers?.length) throw new Error(`${route.method} ${route.path} declares no @Answers`);
    const httpCode = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
    const defaultStatus = httpCode ?? (method === 'post' ? 201 : 200);
    const responses: Record<string, unknown> = {};
    for (const answer of answers) {
      const status = String(answer.status ?? defaultStatus);
      const headers = answer.headers
        ? Object.fromEntries(
            Object.entries(answer.headers).map(([name, description]) => [
              name,
              { description, schema: { type: 'string' } },
            ]),
          )
        : undefined;
      const content = answer.error
        ? { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } }
        : answer.schema
          ? { 'application/json': { schema: this.answerSchema(answer.schema, `${operationName}.answer`) } }
          : answer.contentType
            ? {
                [answer.contentType]: {
                  schema:
                    answer.contentType === 'application/json'
                      ? { type: 'object' }
                      : { type: 'string', contentMediaType: answer.contentType },
                },
              }
            : undefined;
      responses[status] = {
        description: answer.description ?? (content ? 'Done.' : 'Done; no body.'),
        ...(headers ? { headers } : {}),
        ...(content ? { content } : {}),
      };
    }
    return responses;
  }
}

function acceptsOf(controller: Type, handler: string): AcceptsSpec | undefined {
  return Reflect.getMetadata(ACCEPTS, (controller.prototype as Record<string, object>)[handler]!) as
    AcceptsSpec | undefined;
}

interface RouteArgument {
  kind: 'body' | 'query' | 'path';
  name?: string;
  schema?: z.ZodType;
}

/** The body, query and path arguments a handler declares, with the zod schema of their ZodValidation pipe. */
export function routeArguments(controller: Type, handler: string): RouteArgument[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
    string,
    { data?: unknown; pipes?: unknown[] }
  >;
  const declared = Object.entries(args).flatMap(([key, argument]): RouteArgument[] => {
    const kind = PARAMETER_KIND[Number(key.split(':')[0]) as keyof typeof PARAMETER_KIND];
    if (!kind) return [];
    const schema = argument.pipes
      ?.map((pipe) => (pipe as { schema?: unknown }).schema)
      .find((candidate): candidate is z.ZodType => isZodSchema(candidate));
    return [
      { kind, ...(typeof argument.data === 'string' ? { name: argument.data } : {}), ...(schema ? { schema } : {}) },
    ];
  });
  const accepts = acceptsOf(controller, handler);
  const extra: RouteArgument[] = [];
  if (accepts?.body) extra.push({ kind: 'body', schema: accepts.body });
  if (accepts?.query) extra.push({ kind: 'query', schema: accepts.query });
  // A declared schema replaces the handler's unvalidated `@Query() raw` or `@Body() raw`.
  return [...declared.filter((argument) => argument.schema || !extra.some((e) => e.kind === argument.kind)), ...extra];
}

const ERROR_BODY_SCHEMA = {
  type: 'object',
  description: 'Every error answer: a message for people and, for invalid input, one entry per invalid field.',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: { type: 'string', description: 'Dotted path of the field, e.g. `positions.0.type`.' },
          message: { type: 'string' },
        },
        required: ['field', 'message'],
      },
    },
  },
  required: ['message'],
};

function errorAnswer(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
}

function errorRef(name: string) {
  return { $ref: `#/components/responses/${name}` };
}

const API_DESCRIPTION = `The portal's HTTP API, for the web app and for clubs' own tools. It is generated from the
zod schemas the gateway validates with, so it says exactly what the gateway accepts and answers.

**Sessions.** Sign in with \`POST /api/auth/login\`; the answer sets the session cookie, which every
other call sends. Signing out (\`POST /api/auth/logout\`) or a password change ends sessions.

**Cross-site writes.** A POST, PUT, PATCH or DELETE whose \`Origin\` (else \`Referer\`) header names
another site is refused with 403 before anything runs. Tools that send neither header are let through.

**Roles.** Each operation says who may call it (players, parents, coaches, admins). Asking for a record
outside one's scope answers 404, as if it did not exist.

**Errors.** Every error is JSON \`{ "message": "...", "errors": [{ "field": "...", "message": "..." }] }\`,
\`errors\` naming each invalid field of a 400. A 429 carries \`Retry-After\`.

**Retries.** A creating POST (one answering 201; not sign-up, the invitation accepts or a squad's invite
link) may carry an \`Idempotency-Key\` header: sent again with the same key, it is done once.`;

export function buildOpenApiDocument(
  routes: readonly RouteEntry[],
  controllers: readonly Type[],
  settings: OpenApiSettings,
) {
  return new DocumentBuilder(settings).document(
    routes,
    new Map(controllers.map((controller) => [controller.name, controller])),
  );
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
