import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nkeys } from 'nats';
import type { Logger } from 'pino';
import { actorTokensFromConfig, natsClientSecurity } from './credentials';

function recordingLogger(): { logger: Logger; warnings: string[] } {
  const warnings: string[] = [];
  const logger = { warn: (_details: object, message: string) => warnings.push(message) } as unknown as Logger;
  return { logger, warnings };
}

const base = { PORTAL_NAMESPACE: 'portal', NODE_ENV: 'development', NATS_ALLOW_NO_CREDENTIALS: false };

describe('NATS credentials from the environment', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'creds-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('connects as before without credentials and warns once however many connections are made', () => {
    const { logger, warnings } = recordingLogger();
    expect(natsClientSecurity(base, 'gateway', logger)).toEqual({});
    expect(natsClientSecurity(base, 'gateway', logger)).toEqual({});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^running without NATS credentials/);
  });

  it('refuses to run a production process without credentials, naming the variables, unless told it is meant', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => natsClientSecurity(production, 'identity', recordingLogger().logger)).toThrow(
      /^NATS_NKEY_SEED or NATS_CREDS_DIR is required when NODE_ENV=production.*NATS_ALLOW_NO_CREDENTIALS=true/,
    );
    // Allowed on purpose, it connects as outside production (and warns once per process, as above).
    expect(
      natsClientSecurity({ ...production, NATS_ALLOW_NO_CREDENTIALS: true }, 'identity', recordingLogger().logger),
    ).toEqual({});
  });

  it("reads the process's seed from NATS_CREDS_DIR and uses its own inbox", () => {
    writeFileSync(join(dir, 'reports-worker.nk'), `${new TextDecoder().decode(nkeys.createUser().getSeed())}\n`);
    const security = natsClientSecurity({ ...base, NATS_CREDS_DIR: dir }, 'reports-worker', recordingLogger().logger);
    expect(security.authenticator).toBeInstanceOf(Function);
    expect(security.inboxPrefix).toBe('_INBOX_portal_reports_worker');
  });

  it('fails clearly when the directory has no seed for the process', () => {
    expect(() => natsClientSecurity({ ...base, NATS_CREDS_DIR: dir }, 'tracking', recordingLogger().logger)).toThrow(
      /Cannot read the NATS seed of tracking from .*tracking\.nk: ENOENT/,
    );
  });

  it('turns TLS on with a CA, and mutual TLS with a client certificate', () => {
    expect(
      natsClientSecurity(
        { ...base, NATS_TLS_CA: '/ca.pem', NATS_TLS_CERT: '/c.pem', NATS_TLS_KEY: '/k.pem' },
        'identity-cli',
        recordingLogger().logger,
      ).tls,
    ).toEqual({ caFile: '/ca.pem', certFile: '/c.pem', keyFile: '/k.pem' });
  });
});

describe('the actor signing key', () => {
  it('is required in production', () => {
    expect(() => actorTokensFromConfig({ ...base, NODE_ENV: 'production' }, recordingLogger().logger)).toThrow(
      'ACTOR_SIGNING_KEY is required in production',
    );
  });

  it('falls back to the public development key outside production, with a warning', () => {
    const { logger, warnings } = recordingLogger();
    const tokens = actorTokensFromConfig({ ...base, NODE_ENV: 'test' }, logger);
    const token = tokens.sign('reports', { kind: 'service', service: 'reports' });
    expect(tokens.verify(token).ok).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/development actor signing key/)]);
  });

  it('comes from ACTOR_SIGNING_KEY, else from actor-signing.key in NATS_CREDS_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'key-'));
    try {
      writeFileSync(join(dir, 'actor-signing.key'), 'from-the-creds-directory-0123456789abcdef\n');
      const fromFile = actorTokensFromConfig(
        { ...base, NODE_ENV: 'production', NATS_CREDS_DIR: dir },
        recordingLogger().logger,
      );
      const fromEnv = actorTokensFromConfig(
        { ...base, NODE_ENV: 'production', ACTOR_SIGNING_KEY: 'from-the-creds-directory-0123456789abcdef' },
        recordingLogger().logger,
      );
      expect(fromEnv.verify(fromFile.sign('gateway', { kind: 'service', service: 'media' })).ok).toBe(false);
      expect(fromEnv.verify(fromFile.sign('media', { kind: 'service', service: 'media' })).ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
