import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_CONSENT_REQUIRED_MESSAGE, SHARE_CONSENT_REQUIRED_MESSAGE, addDays } from '@portal/contracts';
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

  it('refuses another player’s upload URL, or one for another player', async () => {
    const uploadURL = await media.uploadFile(ana, await makeClip(media.clipsDir, 'h264', 1));
    await expect(
      media.rpc.call(
        'media.video.create',
        { playerId: ana.playerId, video: { title: 'x', videoUrl: uploadURL } },
        { actor: ben },
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      media.rpc.call('media.upload.create', { playerId: ana.playerId }, { actor: ben }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
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
      code: 'FORBIDDEN',
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
    const feedback = await media.rpc.call('media.video.feedback', period, { actor: coach });
    expect(feedback.find((item) => item.title === 'Volley')).toEqual({
      title: 'Volley',
      status: 'Needs More Info',
      summary: 'Good',
      comments: [{ atSeconds: 0.5, text: 'Head up' }],
    });
    const before = { playerId: ana.playerId, start: addDays(today, -60), end: addDays(today, -1) };
    expect(await media.rpc.call('media.video.feedback', before, { actor: ana })).toEqual([]);
    await expect(media.rpc.call('media.video.feedback', period, { actor: ben })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

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
      code: 'FORBIDDEN',
    });
    await media.rpc.call('media.video.delete', { videoId: video.id }, { actor: coach });
    expect(existsSync(file)).toBe(false);
    expect(await media.outboxEvents('media.video.deleted', video.id)).toHaveLength(1);
    await expect(media.rpc.call('media.video.get', { videoId: randomUUID() }, { actor: coach })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
