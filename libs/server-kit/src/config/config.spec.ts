import { z } from 'zod';
import { ConfigError, baseEnvSchema, databaseNameOf, databaseUrl, parseEnv } from './config';

describe('parseEnv', () => {
  it('applies the standard local defaults when nothing is set', () => {
    const config = parseEnv(baseEnvSchema, {});
    expect(config).toMatchObject({
      PORTAL_NAMESPACE: 'portal',
      POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NATS_URL: 'nats://127.0.0.1:4222',
      RPC_TIMEOUT_MS: 5000,
    });
    expect(databaseNameOf(config)).toBe('portal');
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      parseEnv(baseEnvSchema, { NATS_URL: 'http://wrong', PORTAL_NAMESPACE: 'Has Spaces', RPC_TIMEOUT_MS: '-5' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^NATS_URL must be a URL starting with nats:\/\/ or tls:\/\//m);
      expect(problems).toMatch(/^PORTAL_NAMESPACE /m);
      expect(problems).toMatch(/^RPC_TIMEOUT_MS /m);
      expect((error as Error).message).toMatch(/^Invalid configuration: /);
    }
  });

  it('says a required variable is missing by name', () => {
    const schema = z.object({ SMTP_URL: z.string() });
    expect(() => parseEnv(schema, {})).toThrow('SMTP_URL is required but missing');
  });

  it('treats an empty value as unset, so defaults still apply', () => {
    expect(parseEnv(baseEnvSchema, { LOG_LEVEL: '' }).LOG_LEVEL).toBe('info');
  });

  it('builds a database URL from the server URL and the database name', () => {
    expect(databaseUrl('postgres://u:p@db:5432/postgres', 't_abc')).toBe('postgres://u:p@db:5432/t_abc');
    expect(databaseNameOf({ PORTAL_NAMESPACE: 'portal', DATABASE_NAME: 'club_a' })).toBe('club_a');
  });
});
