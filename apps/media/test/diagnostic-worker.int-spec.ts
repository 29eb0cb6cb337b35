import { QUEUES } from '@portal/contracts';
import { createQueue, enqueueJob, redisConnection } from '@portal/server-kit';
import {
  AppProcess,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  freePort,
  namespaceEnv,
  resolveTestInfra,
  waitFor,
} from '@portal/server-kit/testing';
import type { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { Client } from 'pg';

describe('media worker: BullMQ job wiring', () => {
  let infra: TestInfra;
  let namespace: string;
  let env: Record<string, string>;
  let redis: IORedis;
  let queue: Queue;
  let pg: Client;
  let healthPort: number;
  const workers: AppProcess[] = [];

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    // A short lock so a dead worker's job is noticed as stalled within seconds.
    env = { ...namespaceEnv(namespace, infra), WORKER_LOCK_MS: '2000', WORKER_CONCURRENCY: '1' };
    redis = redisConnection(infra.redisUrl);
    queue = createQueue(namespace, QUEUES.mediaProcessing, redis);
    workers.push(await AppProcess.start({ app: 'media', entry: 'worker', env, label: 'media-worker-1' }));
    pg = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await pg.connect();
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await queue?.close();
    redis?.disconnect();
    await pg?.end();
    await destroyNamespace(namespace, infra);
  });

  const runsLabelled = async (label: string) =>
    (await pg.query('SELECT "job_id", "attempt" FROM "media"."diagnostic_runs" WHERE "label" = $1', [label])).rows;

  it('runs a job end to end and records it in PostgreSQL', async () => {
    const job = await enqueueJob(queue, 'media.diagnostic', { label: 'quick', workMs: 0 });
    await waitFor(async () => (await job.getState()) === 'completed', { what: 'the job to complete' });
    expect(await runsLabelled('quick')).toEqual([{ job_id: job.id, attempt: 1 }]);
  });

  it('retries and completes a job whose worker was killed mid-job', async () => {
    const job = await enqueueJob(queue, 'media.diagnostic', { label: 'interrupted', workMs: 4000 });
    await workers[0]!.waitForLog(new RegExp(`"jobId":"${job.id}".*"job started"`));
    await workers[0]!.kill();
    expect(await job.getState()).toBe('active');
    expect(await runsLabelled('interrupted')).toEqual([]);

    healthPort = await freePort();
    workers.push(
      await AppProcess.start({
        app: 'media',
        entry: 'worker',
        env: { ...env, HEALTH_PORT: String(healthPort) },
        label: 'media-worker-2',
      }),
    );
    await waitFor(async () => (await job.getState()) === 'completed', {
      timeoutMs: 30_000,
      what: 'the stalled job to be retried and completed',
    });
    expect(await runsLabelled('interrupted')).toHaveLength(1);
    await workers[1]!.waitForLog(new RegExp(`"jobId":"${job.id}".*"job completed"`));
  });

  it('finishes the job in hand before a gracefully stopped worker exits, live but not ready meanwhile', async () => {
    const probe = async (path: string) => (await fetch(`http://127.0.0.1:${healthPort}${path}`)).status;
    expect([await probe('/healthz'), await probe('/readyz')]).toEqual([200, 200]);
    const job = await enqueueJob(queue, 'media.diagnostic', { label: 'graceful', workMs: 3000 });
    await workers[1]!.waitForLog(new RegExp(`"jobId":"${job.id}".*"job started"`));
    const stopped = workers[1]!.stop('SIGTERM');
    // The kubelet keeps probing a terminating pod: a liveness failure now would kill the job in hand.
    await waitFor(async () => (await probe('/readyz')) === 503, { what: 'readiness to turn 503 on SIGTERM' });
    expect(await probe('/healthz')).toBe(200);
    expect(await job.getState()).toBe('active');
    expect(await stopped).toBe(0);
    expect(await job.getState()).toBe('completed');
    expect(await runsLabelled('graceful')).toHaveLength(1);
  });
});
