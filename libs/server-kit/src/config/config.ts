import { z } from 'zod';
import { DEFAULT_NAMESPACE, namespaceSchema } from '@portal/contracts';
import { booleanEnvFlag } from './env-flag';
import { natsSecurityEnvShape } from './nats-security-config';

export { booleanEnvFlag };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const urlWithProtocols = (...protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Variables every process reads. Defaults are the standard local ports. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORTAL_NAMESPACE: namespaceSchema.default(DEFAULT_NAMESPACE),
  POSTGRES_URL: urlWithProtocols('postgres:', 'postgresql:').default('postgres://postgres@127.0.0.1:5432/postgres'),
  /** Defaults to the namespace, so each deployment (and each test run) has its own database. */
  DATABASE_NAME: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'must be a lowercase identifier')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  REDIS_URL: urlWithProtocols('redis:', 'rediss:').default('redis://127.0.0.1:6379'),
  NATS_URL: urlWithProtocols('nats:', 'tls:').default('nats://127.0.0.1:4222'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RPC_TIMEOUT_MS: positiveInt(5000),
  SHUTDOWN_TIMEOUT_MS: positiveInt(20_000),
  /** Prometheus metrics, served at /metrics on the internal port (HEALTH_PORT, or the gateway's METRICS_PORT). */
  METRICS_ENABLED: booleanEnvFlag.default(true),
  /** OTLP/HTTP collector (e.g. http://jaeger:4318); tracing is off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: urlWithProtocols('http:', 'https:').optional(),
  ...natsSecurityEnvShape,
});
export type BaseConfig = z.output<typeof baseEnvSchema>;

/**
 * Parses the environment once. Every problem is reported with the variable's name, so an operator
 * can fix them all in one go.
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join('.');
    return issue.code === 'invalid_type' && cleaned[name] === undefined
      ? `${name} is required but missing`
      : `${name} ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** For entry points: on bad configuration print the reason and exit, before anything starts. */
export function loadConfigOrExit<S extends z.ZodType>(schema: S, processName: string): z.output<S> {
  try {
    return parseEnv(schema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${processName}: ${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

export function databaseNameOf(config: Pick<BaseConfig, 'DATABASE_NAME' | 'PORTAL_NAMESPACE'>): string {
  return config.DATABASE_NAME ?? config.PORTAL_NAMESPACE;
}

/** The PostgreSQL server URL with its database replaced. */
export function databaseUrl(postgresUrl: string, databaseName: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}
