import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  MEDIA_CONSENT_REQUIRED_MESSAGE,
  PLAYER_NOT_FOUND_MESSAGE,
  SHARE_CONSENT_REQUIRED_MESSAGE,
  addDays,
} from '@portal/contracts';
import { waitFor } from '@portal/server-kit/testing';
import { makeClip } from './support/clips';
import { MediaHarness, newCoach, newPlayer } from './support/media-harness';

describe('media service: upload, video and review handlers over NATS', () => {
  const media = new MediaHarness();
  const ana = newPlayer();
  const ben = newPlayer();
  const coach = newCoach();

  beforeAll(async () => {
    await media.start({ worker: false });
    await media.place([ana, ben]);
    media.consents.grant(ana.playerId, 'media');
  });
  afterAll(() => media.stop());

  it('refuses an upload URL when the media consent was never given (no answer counts as not granted)', async () => {
    await expect(
      media.rpc.call('media.upload.create', { playerId: ben.playerId }, { actor: ben }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: MEDIA_CONSENT_REQUIRED_MESSAGE,
    });
    const rows = await media.pg.query('SELECT 1 FROM "media"."uploads" WHERE "player_id" = $1', [ben.playerId]);
    expect(rows.rowCount).toBe(0);
  });

  it('refuses storing the video when the consent is withdrawn after the upload', async () => {
    const carla = newPlayer();
    media.consents.grant(carla.playerId, 'media');
    const uploadURL = await media.uploadFile(carla, await makeClip(media.clipsDir, 'h264', 1));
    media.consents.revoke(carla.playerId, 'media');
    await expect(
      media.rpc.call(
        'media.video.create',
        { playerId: carla.playerId, video: { title: 'Late', eventDate: '2026-11-01', fileUrl: uploadURL } },
        { actor: carla },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await media.pg.query('SELECT 1 FROM "media"."videos" WHERE "player_id" = $1', [carla.playerId])).rowCount,
    ).toBe(0);
  });

  it('refuses another player’s upload URL, or one for another player (that player is not found)', async () => {
    const uploadURL = await media.uploadFile(ana, await makeClip(media.clipsDir, 'h264', 1));
    await expect(
      media.rpc.call(
        'media.video.create',
        { playerId: ana.playerId, video: { title: 'x', videoUrl: uploadURL } },
        { actor: ben },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PLAYER_NOT_FOUND_MESSAGE });
    await expect(
      media.rpc.call('media.upload.create', { playerId: ana.playerId }, { actor: ben }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PLAYER_NOT_FOUND_MESSAGE });
  });

  it('stores a video with its uploaded event; owner and staff reach it, other players do not', async () => {
    const uploadURL = await media.uploadFile(ana, await makeClip(media.clipsDir, 'h264', 1));
    const video = await media.rpc.call(
      'media.video.create',
      {
        playerId: ana.playerId,
        video: { title: 'Corner', type: 'Training', eventDate: '2026-11-10', fileUrl: uploadURL },
      },
      { actor: ana },
    );
    expect(video).toMatchObject({
      status: 'In Review',
      processing: { state: 'pending', reason: null },
      commentCount: 0,
    });
    await expect(media.rpc.call('media.video.get', { videoId: video.id }, { actor: ben })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Video not found',
    });
    expect((await media.rpc.call('media.video.list', {}, { actor: ben })).items).toEqual([]);
    expect(
      (await media.rpc.call('media.video.list', { playerId: ana.playerId }, { actor: coach })).items.map((v) => v.id),
    ).toEqual([video.id]);

    // The same upload cannot make a second video.
    await expect(
      media.rpc.call(
        'media.video.create',
        { playerId: ana.playerId, video: { title: 'Again', eventDate: '2026-11-10', fileUrl: uploadURL } },
        { actor: ana },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });

    await waitFor(
      async () =>
        (await media.outboxEvents('media.video.uploaded', video.id)).every((row) => row.published) || undefined,
      {
        what: 'media.video.uploaded to be published',
      },
    );
    expect((await media.outboxEvents('media.video.uploaded', video.id)).map((row) => row.payload)).toEqual([
      { videoId: video.id, playerId: ana.playerId, title: 'Corner' },
    ]);
  });

  it('lets staff review and comment, publishes media.video.reviewed, and deletes files with the video', async () => {
    const uploadURL = await media.uploadFile(ana, await makeClip(media.clipsDir, 'h264', 1));
    const video = await media.rpc.call(
      'media.video.create',
      { playerId: ana.playerId, video: { title: 'Volley', eventDate: '2026-11-11', fileUrl: uploadURL } },
      { actor: ana },
    );
    await expect(
      media.rpc.call('media.video.review', { videoId: video.id, status: 'Reviewed' }, { actor: ana }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await media.rpc.call(
      'media.video.comment.add',
      { videoId: video.id, comment: { atSeconds: 0.5, text: 'Head up' } },
      { actor: coach },
    );
    const reviewed = await media.rpc.call(
      'media.video.review',
      { videoId: video.id, summary: 'Good', status: 'Needs More Info' },
      { actor: coach },
    );
    expect(reviewed).toMatchObject({ status: 'Needs More Info', coachComments: 'Good', commentCount: 1 });
    expect(
      (await media.rpc.call('media.video.list', { status: 'Needs More Info' }, { actor: coach })).items.map(
        (v) => v.id,
      ),
    ).toContain(video.id);
    expect((await media.outboxEvents('media.video.reviewed', video.id)).map((row) => row.payload)).toEqual([
      {
        videoId: video.id,
        playerId: ana.playerId,
        title: 'Volley',
        status: 'Needs More Info',
        reviewedBy: coach.userId,
      },
    ]);

    // A report period's feedback: the coach's comment and the summary.
    const today = new Date().toISOString().slice(0, 10);
    const period = { playerId: ana.playerId, start: addDays(today, -41), end: today };
    const [feedback] = await media.rpc.call('media.video.feedback-periods', { periods: [period] }, { actor: coach });
    expect(feedback?.playerId).toBe(ana.playerId);
    expect(feedback?.videos.find((item) => item.title === 'Volley')).toEqual({
      title: 'Volley',
      status: 'Needs More Info',
      summary: 'Good',
      comments: [{ atSeconds: 0.5, text: 'Head up' }],
    });
    const before = { playerId: ana.playerId, start: addDays(today, -60), end: addDays(today, -1) };
    expect(await media.rpc.call('media.video.feedback-periods', { periods: [before] }, { actor: ana })).toEqual([
      { playerId: ana.playerId, videos: [] },
    ]);

    await expect(media.rpc.call('media.video.share', { videoId: video.id }, { actor: ana })).rejects.toMatchObject({
      message: SHARE_CONSENT_REQUIRED_MESSAGE,
    });
    media.consents.grant(ana.playerId, 'video_share');
    const share = await media.rpc.call('media.video.share', { videoId: video.id }, { actor: ana });
    expect(share.shareUrl).toMatch(/purpose=get/);

    const file = join(
      media.storageDir,
      media.namespace,
      new URL(uploadURL, 'http://x').pathname.replace('/api/objects/', ''),
    );
    expect(existsSync(file)).toBe(true);
    await expect(media.rpc.call('media.video.delete', { videoId: video.id }, { actor: ben })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Video not found',
    });
    await media.rpc.call('media.video.delete', { videoId: video.id }, { actor: coach });
    expect(existsSync(file)).toBe(false);
    expect(await media.outboxEvents('media.video.deleted', video.id)).toHaveLength(1);
    await expect(media.rpc.call('media.video.get', { videoId: randomUUID() }, { actor: coach })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  describe('media.video.feedback-periods: a report batch in one call', () => {
    /** A stored video without the upload and processing path: the upload row it needs, then the video. */
    async function storedVideo(
      player: { playerId: string },
      title: string,
      uploadedAt: string,
      review: { status?: string; summary?: string } = {},
    ): Promise<string> {
      const uploadId = randomUUID();
      await media.pg.query(
        `INSERT INTO "media"."uploads" ("id", "player_id", "user_id", "object_key", "expires_at", "verified_kind")
         VALUES ($1, $2, $3, $4, now(), 'video')`,
        [uploadId, player.playerId, randomUUID(), `fixtures/${uploadId}.mp4`],
      );
      const rows = await media.pg.query(
        `INSERT INTO "media"."videos" ("player_id", "upload_id", "title", "original_key", "original_content_type",
           "media_kind", "status", "summary", "created_at")
         VALUES ($1, $2, $3, $4, 'video/mp4', 'video', $5, $6, $7) RETURNING "id"`,
        [
          player.playerId,
          uploadId,
          title,
          `fixtures/${uploadId}.mp4`,
          review.status ?? 'In Review',
          review.summary ?? null,
          uploadedAt,
        ],
      );
      return rows.rows[0].id as string;
    }

    async function storedComment(
      videoId: string,
      authorRole: string,
      atSeconds: number,
      text: string,
      writtenAt: string,
    ): Promise<void> {
      await media.pg.query(
        `INSERT INTO "media"."video_comments" ("video_id", "at_seconds", "text", "author_id", "author_role", "created_at")
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [videoId, atSeconds, text, randomUUID(), authorRole, writtenAt],
      );
    }

    const dan = newPlayer();
    const eva = newPlayer();
    const fay = newPlayer();
    // Different days per player: each gets only its own rows within its own days.
    const danPeriod = { playerId: dan.playerId, start: '2026-01-01', end: '2026-02-11' };
    const evaPeriod = { playerId: eva.playerId, start: '2026-02-20', end: '2026-03-31' };
    const fayPeriod = { playerId: fay.playerId, start: '2026-01-01', end: '2026-02-11' };

    beforeAll(async () => {
      await media.place([dan, eva, fay]);
      // Dan: an older upload commented on in the period (staff comments by time in the video; the
      // player's own comment and a staff comment after the last day are not feedback) ...
      const early = await storedVideo(dan, 'Dan early', '2025-12-20T10:00:00Z');
      await storedComment(early, 'coach', 30, 'Turn', '2026-02-11T23:59:00Z');
      await storedComment(early, 'admin', 10, 'Scan', '2026-01-01T00:00:00Z');
      await storedComment(early, 'player', 5, 'Thanks', '2026-01-06T09:00:00Z');
      await storedComment(early, 'coach', 1, 'Too late', '2026-02-12T00:00:00Z');
      // ... an upload marked Reviewed in the period, one with no feedback, and one after the period.
      await storedVideo(dan, 'Dan reviewed', '2026-01-10T12:00:00Z', { status: 'Reviewed' });
      await storedVideo(dan, 'Dan plain', '2026-01-15T12:00:00Z');
      await storedVideo(dan, 'Dan later', '2026-03-01T12:00:00Z', { summary: 'In Eva’s days, not Dan’s' });
      // Eva: two uploads with feedback in her period (stored newest first), one before it.
      await storedVideo(eva, 'Eva summary', '2026-03-01T08:00:00Z', { summary: 'Nice' });
      await storedVideo(eva, 'Eva first', '2026-02-25T08:00:00Z', { status: 'Reviewed', summary: 'Sharp' });
      await storedVideo(eva, 'Eva old', '2026-01-10T08:00:00Z', { summary: 'In Dan’s days, not Eva’s' });
    });

    it('answers one entry per period in the order asked, each with its own videos in its own days', async () => {
      expect(
        await media.rpc.call(
          'media.video.feedback-periods',
          { periods: [evaPeriod, fayPeriod, danPeriod] },
          { actor: coach },
        ),
      ).toEqual([
        {
          playerId: eva.playerId,
          videos: [
            { title: 'Eva first', status: 'Reviewed', summary: 'Sharp', comments: [] },
            { title: 'Eva summary', status: 'In Review', summary: 'Nice', comments: [] },
          ],
        },
        { playerId: fay.playerId, videos: [] },
        {
          playerId: dan.playerId,
          videos: [
            {
              title: 'Dan early',
              status: 'In Review',
              summary: null,
              comments: [
                { atSeconds: 10, text: 'Scan' },
                { atSeconds: 30, text: 'Turn' },
              ],
            },
            { title: 'Dan reviewed', status: 'Reviewed', summary: null, comments: [] },
          ],
        },
      ]);
    });

    it('lets a player name only themself: one other player makes the whole call 404', async () => {
      const own = await media.rpc.call('media.video.feedback-periods', { periods: [danPeriod] }, { actor: dan });
      expect(own.map((entry) => [entry.playerId, entry.videos.map((video) => video.title)])).toEqual([
        [dan.playerId, ['Dan early', 'Dan reviewed']],
      ]);
      await expect(
        media.rpc.call('media.video.feedback-periods', { periods: [danPeriod, evaPeriod] }, { actor: dan }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PLAYER_NOT_FOUND_MESSAGE });
    });

    it('refuses a player named twice and more than 50 periods', async () => {
      await expect(
        media.rpc.call(
          'media.video.feedback-periods',
          { periods: [danPeriod, { ...danPeriod, start: '2026-01-02' }] },
          { actor: coach },
        ),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
      const many = Array.from({ length: 51 }, () => ({ ...fayPeriod, playerId: randomUUID() }));
      await expect(
        media.rpc.call('media.video.feedback-periods', { periods: many }, { actor: coach }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    });
  });
});
