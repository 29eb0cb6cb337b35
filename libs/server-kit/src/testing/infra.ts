import { existsSync } from 'node:fs';

export interface TestInfra {
  postgresUrl: string;
  redisUrl: string;
  natsUrl: string;
  /** Stops containers started for this run; a no-op for the local services. */
  stop(): Promise<void>;
}

/**
 * Real PostgreSQL, Redis and NATS for tests: containers when a container runtime is present
 * (testcontainers), else the services on 127.0.0.1 or the URLs in the environment. Either way each
 * test isolates itself with its own namespace (see createTestNamespace).
 */
export async function resolveTestInfra(): Promise<TestInfra> {
  const local: TestInfra = {
    postgresUrl: process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    stop: async () => undefined,
  };
  const wantsContainers =
    process.env.TEST_CONTAINERS === '1' || (process.env.TEST_CONTAINERS !== '0' && hasContainerRuntime());
  if (!wantsContainers) return local;
  try {
    return await startContainers();
  } catch (error) {
    process.stderr.write(`testcontainers unavailable (${(error as Error).message}); using local services\n`);
    return local;
  }
}

function hasContainerRuntime(): boolean {
  return existsSync('/var/run/docker.sock') || Boolean(process.env.DOCKER_HOST);
}

async function startContainers(): Promise<TestInfra> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [postgres, redis, nats] = await Promise.all([
    new GenericContainer('postgres:15-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
    new GenericContainer('nats:2.10-alpine').withCommand(['-js']).withExposedPorts(4222).start(),
  ]);
  return {
    postgresUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop(), nats.stop()]);
    },
  };
}
