#!/usr/bin/env node
// Generates the NATS side of the portal's trust: one nkey user per process with the permissions the
// contracts imply (libs/server-kit/src/nats/auth), a nats-server.conf enforcing them, and the actor
// signing key. Secrets go to <out>/creds (mode 0600, git-ignored); existing keys are kept, so running
// it again after subjects change only rewrites the server config.
//
//   node scripts/nats-auth.mjs [--namespace portal] [--out .nats-auth] [--port 4222] [--store-dir /data]
//                              [--monitor-port 8222] [--tls-cert f --tls-key f [--tls-ca f] [--tls-verify]]
//
// Then: nats-server -c <out>/nats-server.conf, and each process with NATS_CREDS_DIR=<out>/creds (it reads
// <process>.nk and actor-signing.key), or NATS_NKEY_SEED / ACTOR_SIGNING_KEY from a Secret.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const authModule = join(root, 'libs/server-kit/dist/nats/auth/index.js');
if (!existsSync(authModule)) {
  console.error(`${authModule} is missing: run "npm run build" first.`);
  process.exit(1);
}
const { PORTAL_PROCESSES, renderNatsServerConfig } = require(authModule);
const { nkeys } = require('nats');
const { namespaceSchema } = require(join(root, 'libs/contracts/dist/index.js'));

const { values } = parseArgs({
  options: {
    namespace: { type: 'string', default: process.env.PORTAL_NAMESPACE ?? 'portal' },
    out: { type: 'string', default: '.nats-auth' },
    port: { type: 'string', default: '4222' },
    'store-dir': { type: 'string', default: '/data' },
    'monitor-port': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'tls-ca': { type: 'string' },
    'tls-verify': { type: 'boolean', default: false },
  },
});

const namespace = namespaceSchema.safeParse(values.namespace);
if (!namespace.success) {
  console.error(`--namespace ${namespace.error.issues[0]?.message ?? 'is invalid'}`);
  process.exit(64);
}
if (Boolean(values['tls-cert']) !== Boolean(values['tls-key'])) {
  console.error('--tls-cert and --tls-key go together');
  process.exit(64);
}

const out = resolve(values.out);
const credsDir = join(out, 'creds');
mkdirSync(credsDir, { recursive: true, mode: 0o700 });

/** Reads a secret file written earlier, or writes a new one (owner-only). */
function keepOrCreate(path, create) {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = create();
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  return value;
}

const users = PORTAL_PROCESSES.map((process) => {
  const seed = keepOrCreate(join(credsDir, `${process}.nk`), () =>
    new TextDecoder().decode(nkeys.createUser().getSeed()),
  );
  const publicKey = nkeys.fromSeed(new TextEncoder().encode(seed)).getPublicKey();
  return { process, publicKey };
});
keepOrCreate(join(credsDir, 'actor-signing.key'), () => randomBytes(48).toString('base64url'));

const config = renderNatsServerConfig({
  namespace: namespace.data,
  users,
  port: Number(values.port),
  storeDir: values['store-dir'],
  ...(values['monitor-port'] ? { monitorPort: Number(values['monitor-port']) } : {}),
  ...(values['tls-cert']
    ? {
        tls: {
          certFile: values['tls-cert'],
          keyFile: values['tls-key'],
          ...(values['tls-ca'] ? { caFile: values['tls-ca'] } : {}),
          verify: values['tls-verify'],
        },
      }
    : {}),
});
writeFileSync(join(out, 'nats-server.conf'), config, { mode: 0o644 });
console.log(`Wrote ${join(out, 'nats-server.conf')} (namespace ${namespace.data}, ${users.length} users)`);
console.log(`Secrets in ${credsDir}: ${PORTAL_PROCESSES.map((p) => `${p}.nk`).join(', ')}, actor-signing.key`);
