import { randomUUID } from 'node:crypto';
import {
  type DomainEvent,
  type Video,
  QUEUES,
  durableConsumerName,
  eventSubject,
  processVideoJobId,
} from '@portal/contracts';
import { createQueue, encodeJson, redisConnection } from '@portal/server-kit';
import { waitFor } from '@portal/server-kit/testing';
import type { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { makeClip } from './support/clips';
import { MediaHarness, newPlayer } from './support/media-harness';

const UPLOADED_CONSUMER = 'queue-uploaded-video-consumer-queue-processing';
const GAVE_UP_REASON = 'We could not process this video. Please try uploading it again.';

describe('media: a committed video is processed even when nothing queued its job after the commit', () => {
  const media = new MediaHarness();
  const ana = newPlayer();
  let redis: IORedis;
  let queue: Queue;

  beforeAll(async () => {
    await media.start({
      worker: true,
      // Ten minutes before the sweep touches a pending video, checked every second: a video written an
      // hour ago is swept at once, one written now is left to its event for longer than any wait here.
      env: { MEDIA_PENDING_REQUEUE_AFTER_MS: '600000', MEDIA_PENDING_SWEEP_EVERY_MS: '1000', WORKER_CONCURRENCY: '1' },
    });
    media.consents.grant(ana.playerId, 'media');
    redis = redisConnection(media.infra.redisUrl);
    queue = createQueue(media.namespace, QUEUES.mediaProcessing, redis);
  });
  afterAll(async () => {
    await queue?.close();
    redis?.disconnect();
    await media.stop();
  });

  /**
   * What `media.video.create` commits (the upload claimed by a pending video, and optionally its
   * uploaded event), written straight to PostgreSQL: the process that would have queued the job died.
   */
  async function commitVideo(options: { event: boolean; createdAgo: string; videoId?: string }): Promise<string> {
    const uploadURL = await media.uploadFile(ana, await makeClip(media.clipsDir, 'h264', 2));
    const objectKey = new URL(uploadURL, 'http://portal.test').pathname.replace(/^\/api\/objects\//, '');
    const videoId = options.videoId ?? randomUUID();
    await media.pg.query('BEGIN');
    const upload = await media.pg.query<{ id: string }>(
      `UPDATE "media"."uploads" SET "video_id" = $1 WHERE "object_key" = $2 RETURNING "id"`,
      [videoId, objectKey],
    );
    await media.pg.query(
      `INSERT INTO "media"."videos" ("id", "player_id", "upload_id", "title", "original_key", "original_content_type",
         "media_kind", "processing_state", "created_at")
       VALUES ($1, $2, $3, 'Left pending', $4, 'video/mp4', 'video', 'pending', now() - $5::interval)`,
      [videoId, ana.playerId, upload.rows[0]!.id, objectKey, options.createdAgo],
    );
    if (options.event)
      await media.pg.query(`INSERT INTO "media"."outbox_events" ("id", "name", "payload") VALUES ($1, $2, $3)`, [
        randomUUID(),
        'media.video.uploaded',
        JSON.stringify({ videoId, playerId: ana.playerId, title: 'Left pending' }),
      ]);
    await media.pg.query('COMMIT');
    return videoId;
  }

  const finished = (videoId: string) =>
    waitFor(
      async () => {
        const video = await media.rpc.call('media.video.get', { videoId }, { actor: ana });
        return video.processing.state === 'pending' ? undefined : video;
      },
      { timeoutMs: 60_000, what: `video ${videoId} to leave pending` },
    );

  const handledEventIds = async () =>
    (
      await media.pg.query<{ event_id: string }>(
        `SELECT "event_id" FROM "media"."processed_events" WHERE "consumer" = $1`,
        [durableConsumerName(media.namespace, 'media', UPLOADED_CONSUMER)],
      )
    ).rows.map((row) => row.event_id);

  const uploadedEventId = async (videoId: string) =>
    (
      await media.pg.query<{ id: string }>(
        `SELECT "id" FROM "media"."outbox_events" WHERE "name" = 'media.video.uploaded' AND "payload"->>'videoId' = $1`,
        [videoId],
      )
    ).rows[0]!.id;

  const processJobsOf = async (videoId: string) =>
    (await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'])).filter(
      (job) =>
        job.name === 'media.process-video' &&
        (job.data as { payload: { videoId: string } }).payload.videoId === videoId,
    );

  it('queues the job from the uploaded event when the add after the commit never happened', async () => {
    const videoId = await commitVideo({ event: true, createdAgo: '0 seconds' });
    const video: Video = await finished(videoId);
    expect(video.processing).toEqual({ state: 'ready', reason: null });
    const [job] = await processJobsOf(videoId);
    expect(job?.id).toBe(processVideoJobId(videoId));
    const [event] = await media.outboxEvents('media.video.uploaded', videoId);
    expect(event?.published).toBe(true);
    expect(await handledEventIds()).toContain(await uploadedEventId(videoId));
  });

  it('a redelivered or repeated uploaded event queues and processes the video once', async () => {
    const uploadURL = await media.uploadFile(ana, await makeClip(media.clipsDir, 'h264', 2));
    const created = await media.rpc.call(
      'media.video.create',
      { playerId: ana.playerId, video: { title: 'Twice', eventDate: '2026-11-12', fileUrl: uploadURL } },
      { actor: ana },
    );
    expect((await finished(created.id)).processing.state).toBe('ready');
    const eventId = await uploadedEventId(created.id);

    const publish = async (id: string) => {
      const event: DomainEvent<'media.video.uploaded'> = {
        meta: { id, name: 'media.video.uploaded', occurredAt: new Date().toISOString() },
        payload: { videoId: created.id, playerId: ana.playerId, title: 'Twice' },
      };
      // A fresh Nats-Msg-Id: the copy passes JetStream's de-duplication and reaches the consumer.
      await media.connection
        .jetstream()
        .publish(eventSubject(media.namespace, 'media.video.uploaded'), encodeJson(event), { msgID: randomUUID() });
    };
    await publish(eventId); // redelivered: the same event id
    const repeated = randomUUID();
    await publish(repeated); // the same fact under another id: only the job id keeps it single
    // The consumer handles its events in order: once the last is recorded, the redelivery was seen.
    await waitFor(async () => (await handledEventIds()).includes(repeated), { what: 'the repeated event' });

    expect((await handledEventIds()).filter((id) => id === eventId)).toHaveLength(1);
    expect((await processJobsOf(created.id)).map((job) => job.id)).toEqual([processVideoJobId(created.id)]);
    expect(await media.outboxEvents('media.video.processed', created.id)).toHaveLength(1);
  });

  it('the sweep queues a video left pending too long without an event or a job', async () => {
    const videoId = await commitVideo({ event: false, createdAgo: '1 hour' });
    expect((await finished(videoId)).processing).toEqual({ state: 'ready', reason: null });
    expect((await processJobsOf(videoId)).map((job) => job.id)).toEqual([processVideoJobId(videoId)]);
    expect((await media.outboxEvents('media.video.processed', videoId)).map((event) => event.payload.state)).toEqual([
      'ready',
    ]);
  });

  it('the sweep gives up on a video pending too long whose job failed for good, with a reason the player reads', async () => {
    const videoId = randomUUID();
    // A job that fails at once and for good (its payload is not the job's schema), under the video's job id.
    const doomed = await queue.add(
      'media.process-video',
      { payload: { videoId: 'not-a-uuid' } },
      { jobId: processVideoJobId(videoId), attempts: 1 },
    );
    await waitFor(async () => (await doomed.getState()) === 'failed', { what: 'the job to fail' });
    await commitVideo({ event: false, createdAgo: '1 hour', videoId });

    expect((await finished(videoId)).processing).toEqual({ state: 'failed', reason: GAVE_UP_REASON });
    expect(await media.outboxEvents('media.video.processed', videoId)).toEqual([
      {
        payload: { videoId, playerId: ana.playerId, state: 'failed', reason: GAVE_UP_REASON },
        published: expect.any(Boolean),
      },
    ]);
  });
});
