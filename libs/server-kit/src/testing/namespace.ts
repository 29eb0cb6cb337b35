import { randomBytes } from 'node:crypto';
import { bullPrefix, eventStreamName, redisKey } from '@portal/contracts';
import { connect } from 'nats';
import { Client } from 'pg';
import IORedis from 'ioredis';
import { ActorTokens } from '../nats/actor-token';
import type { RpcSigner } from '../nats/rpc-client';
import type { TestInfra } from './infra';

/** One random actor signing key per test process, given to every app it starts (namespaceEnv). */
const TEST_ACTOR_SIGNING_KEY = randomBytes(32).toString('base64url');

/** Signs actors as the gateway does, with the key the test's apps verify against. */
export function testRpcSigner(): RpcSigner {
  return { issuer: 'gateway', tokens: new ActorTokens(TEST_ACTOR_SIGNING_KEY) };
}

/** A fresh namespace (and so database) per test file: tests never touch a running portal. */
export function createTestNamespace(prefix = 't'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The environment a process of this namespace needs. */
export function namespaceEnv(namespace: string, infra: TestInfra): Record<string, string> {
  return {
    PORTAL_NAMESPACE: namespace,
    POSTGRES_URL: infra.postgresUrl,
    REDIS_URL: infra.redisUrl,
    NATS_URL: infra.natsUrl,
    NODE_ENV: 'test',
    ACTOR_SIGNING_KEY: TEST_ACTOR_SIGNING_KEY,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'info',
  };
}

/** Removes everything a namespace created: its database, event stream and Redis keys. */
export async function destroyNamespace(namespace: string, infra: TestInfra): Promise<void> {
  const pg = new Client({ connectionString: infra.postgresUrl });
  await pg.connect();
  try {
    await pg.query(`DROP DATABASE IF EXISTS "${namespace}" WITH (FORCE)`);
  } finally {
    await pg.end();
  }
  const nats = await connect({ servers: infra.natsUrl });
  try {
    const manager = await nats.jetstreamManager();
    await manager.streams.delete(eventStreamName(namespace)).catch(() => false);
  } finally {
    await nats.close();
  }
  const redis = new IORedis(infra.redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    for (const pattern of [`${redisKey(namespace)}:*`, `${bullPrefix(namespace)}:*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}
