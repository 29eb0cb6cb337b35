import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Authenticator, type ConnectionOptions, nkeyAuthenticator } from 'nats';
import type { Logger } from 'pino';
import type { NatsSecurityConfig } from '../config';
import { ActorTokens } from './actor-token';
import { isPortalProcess, natsInboxPrefix } from './auth';

/** What connectNats adds to a connection: who the process is, its own inbox, and TLS. */
export interface NatsClientSecurity {
  authenticator?: Authenticator;
  inboxPrefix?: string;
  tls?: ConnectionOptions['tls'];
}

type SecurityConfig = NatsSecurityConfig & { PORTAL_NAMESPACE: string; NODE_ENV: string };

const warned = new Set<string>();

/** Logs a warning once per process, however many connections it opens. */
function warnOnce(logger: Logger, key: string, message: string, details: object = {}): void {
  if (warned.has(key)) return;
  warned.add(key);
  logger.warn(details, message);
}

function readSecretFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new Error(`Cannot read ${what} from ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/**
 * The process's NATS credentials: NATS_NKEY_SEED, else `<NATS_CREDS_DIR>/<process>.nk`. With none,
 * the connection is as before (anyone who reaches NATS can do anything) and the process says so once.
 */
export function natsClientSecurity(config: SecurityConfig, processName: string, logger: Logger): NatsClientSecurity {
  const tls = tlsOptions(config);
  let seed = config.NATS_NKEY_SEED;
  if (!seed && config.NATS_CREDS_DIR) {
    seed = readSecretFile(join(config.NATS_CREDS_DIR, `${processName}.nk`), `the NATS seed of ${processName}`);
  }
  if (!seed) {
    if (config.NODE_ENV === 'production' && !config.NATS_ALLOW_NO_CREDENTIALS)
      throw new Error(
        'NATS_NKEY_SEED or NATS_CREDS_DIR is required when NODE_ENV=production: without credentials any process that reaches NATS can call every service (set NATS_ALLOW_NO_CREDENTIALS=true if that is meant; docs/deployment.md, "NATS security")',
      );
    warnOnce(
      logger,
      'nats-credentials',
      'running without NATS credentials: any process that reaches NATS can call every service (set NATS_CREDS_DIR or NATS_NKEY_SEED; docs/deployment.md, "NATS security")',
    );
    return tls ? { tls } : {};
  }
  if (!isPortalProcess(processName)) throw new Error(`"${processName}" has no NATS user: see PORTAL_PROCESSES`);
  return {
    authenticator: nkeyAuthenticator(new TextEncoder().encode(seed)),
    inboxPrefix: natsInboxPrefix(config.PORTAL_NAMESPACE, processName),
    ...(tls ? { tls } : {}),
  };
}

function tlsOptions(config: SecurityConfig): ConnectionOptions['tls'] | undefined {
  if (!config.NATS_TLS_CA && !config.NATS_TLS_CERT) return undefined;
  return {
    ...(config.NATS_TLS_CA ? { caFile: config.NATS_TLS_CA } : {}),
    ...(config.NATS_TLS_CERT ? { certFile: config.NATS_TLS_CERT } : {}),
    ...(config.NATS_TLS_KEY ? { keyFile: config.NATS_TLS_KEY } : {}),
  };
}

/**
 * Known to everyone who reads this file: only for development and tests, where NATS is a local one
 * without credentials anyway. Production refuses to start without ACTOR_SIGNING_KEY.
 */
const DEVELOPMENT_ACTOR_SIGNING_KEY = 'development-only-actor-signing-key-not-for-production';

/** The actor token signer/verifier: ACTOR_SIGNING_KEY, else `<NATS_CREDS_DIR>/actor-signing.key`. */
export function actorTokensFromConfig(config: SecurityConfig, logger: Logger): ActorTokens {
  let key = config.ACTOR_SIGNING_KEY;
  if (!key && config.NATS_CREDS_DIR) {
    key = readSecretFile(join(config.NATS_CREDS_DIR, 'actor-signing.key'), 'the actor signing key');
  }
  if (key) return new ActorTokens(key);
  if (config.NODE_ENV === 'production') {
    throw new Error('ACTOR_SIGNING_KEY is required in production (scripts/nats-auth.mjs generates one)');
  }
  warnOnce(
    logger,
    'actor-signing-key',
    `using the public development actor signing key (NODE_ENV=${config.NODE_ENV}): set ACTOR_SIGNING_KEY outside development`,
  );
  return new ActorTokens(DEVELOPMENT_ACTOR_SIGNING_KEY);
}
