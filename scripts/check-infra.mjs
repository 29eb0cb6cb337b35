// Checks that PostgreSQL, Redis and NATS answer before anything starts, and says how to start the
// one that does not. Exit code 1 when one is unreachable.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const IORedis = require('ioredis');
const { connect, nkeyAuthenticator } = require('nats');

const postgresUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

const HOW_TO_START = {
  PostgreSQL:
    'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start   (or: docker compose up -d postgres)',
  Redis:
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no   (or: docker compose up -d redis)',
  NATS: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server   (or: docker compose up -d nats)',
};

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

async function checkPostgres() {
  const client = new Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
}

async function checkRedis() {
  const redis = new IORedis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

/**
 * On a secured NATS (NATS_CREDS_DIR, as `npm run nats:auth` writes it) the check connects as the
 * gateway, with its seed and its own inbox (a user the start command runs anyway, allowed the
 * JetStream info this check asks for). This runs before the build, so not through libs/server-kit.
 */
function natsSecurityOptions() {
  const options = {};
  const credsDir = process.env.NATS_CREDS_DIR;
  if (credsDir) {
    const seed = readFileSync(join(credsDir, 'gateway.nk'), 'utf8').trim();
    options.authenticator = nkeyAuthenticator(new TextEncoder().encode(seed));
    options.inboxPrefix = `_INBOX_${process.env.PORTAL_NAMESPACE ?? 'portal'}_gateway`;
  }
  const { NATS_TLS_CA: caFile, NATS_TLS_CERT: certFile, NATS_TLS_KEY: keyFile } = process.env;
  if (caFile || certFile) options.tls = { ...(caFile ? { caFile } : {}), ...(certFile ? { certFile, keyFile } : {}) };
  return options;
}

/** The server answered but refused who we are: it is running, so "start it" would be the wrong advice. */
class RefusedCredentials extends Error {}

async function checkNats() {
  let connection;
  try {
    connection = await connect({ servers: natsUrl, timeout: 3000, reconnect: false, ...natsSecurityOptions() });
  } catch (error) {
    if (/authorization violation/i.test(error.message)) throw new RefusedCredentials(error.message);
    throw error;
  }
  try {
    await connection.jetstreamManager();
  } catch (error) {
    throw new Error(`JetStream is not enabled (start nats-server with -js): ${error.message}`);
  } finally {
    await connection.close();
  }
}

const checks = [
  ['PostgreSQL', postgresUrl, checkPostgres],
  ['Redis', redisUrl, checkRedis],
  ['NATS', natsUrl, checkNats],
];
let failed = false;
for (const [name, url, check] of checks) {
  try {
    await check();
  } catch (error) {
    failed = true;
    if (error instanceof RefusedCredentials) {
      console.error(`${name} at ${redact(url)} refused the connection: ${error.message}`);
      console.error(
        process.env.NATS_CREDS_DIR
          ? `  The credentials in ${process.env.NATS_CREDS_DIR} are not the ones this server knows (run \`npm run nats:auth\` again and reload it).`
          : '  It wants credentials: set NATS_CREDS_DIR to the creds directory `npm run nats:auth` wrote (docs/deployment.md, "NATS security").',
      );
      continue;
    }
    console.error(`${name} is not reachable at ${redact(url)}: ${error.message}`);
    console.error(`  Start it with: ${HOW_TO_START[name]}`);
  }
}
process.exit(failed ? 1 : 0);
