import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ErrorCode,
  MEDIA_CONSENT_REQUIRED_MESSAGE,
  PLAYER_NOT_FOUND_MESSAGE,
  type Video,
} from '@portal/contracts';
import { JetStreamPublisher } from '@portal/server-kit';
import { clubFixture, waitFor } from '@portal/server-kit/testing';
import { makeClip } from './support/clips';
import { MediaHarness, newCoach, newPlayer } from './support/media-harness';
import { storedVideo } from './support/stored-video';

const VIDEO_NOT_FOUND = { code: ErrorCode.NotFound, message: 'Video not found' };
const PLAYER_NOT_FOUND = { code: ErrorCode.NotFound, message: PLAYER_NOT_FOUND_MESSAGE };

/**
 * ARCHITECTURE §9 in media: a parent sees their child's videos with the coach's feedback, uploads a
 * match or training video for the child (with the child's `media` consent), and nothing else: no
 * review, comment, reply, deletion or share link (403), and another child's video or player, a
 * squad-mate's included, answers 404 like one that does not exist. A parent's children may be in
 * different clubs.
 */
describe('media: a parent and their children', () => {
  const media = new MediaHarness();
  const otherClub = clubFixture(1);
  const ana = newPlayer(); // home club, with her squad-mate Ben
  const ben = newPlayer();
  const cleo = newPlayer(otherClub); // Ana's sister, in another club, no media consent yet
  const coach = newCoach();
  const parent: Actor = { userId: randomUUID(), role: 'parent', childIds: [ana.playerId, cleo.playerId] };
  const as = (actor: Actor) => ({ actor });
  const videos = { ana: '', ben: '' };

  const ids = (page: { items: Video[] }) => page.items.map((video) => video.id);

  beforeAll(async () => {
    await media.start({ worker: false });
    await media.place([ana, ben]);
    await media.place([cleo], otherClub);
    media.consents.grant(ana.playerId, 'media');
    media.consents.grant(ben.playerId, 'media');
    videos.ana = await storedVideo(media.pg, ana.playerId, 'Ana free kick');
    videos.ben = await storedVideo(media.pg, ben.playerId, 'Ben corner');
    await media.rpc.call(
      'media.video.comment.add',
      { videoId: videos.ana, comment: { atSeconds: 2, text: 'Plant foot closer' } },
      as(coach),
    );
  });
  afterAll(() => media.stop());

  it("lists the named child's videos, and asks a parent to name the child", async () => {
    expect(ids(await media.rpc.call('media.video.list', { playerId: ana.playerId }, as(parent)))).toEqual([videos.ana]);
    expect(ids(await media.rpc.call('media.video.list', { playerId: cleo.playerId }, as(parent)))).toEqual([]);
    await expect(media.rpc.call('media.video.list', {}, as(parent))).rejects.toMatchObject({
      code: ErrorCode.Validation,
      errors: [{ field: 'playerId', message: 'is required' }],
    });
  });

  it("reads the child's video with the coach's feedback, as the child does", async () => {
    const asParent = await media.rpc.call('media.video.get', { videoId: videos.ana }, as(parent));
    expect(asParent.comments).toEqual([
      expect.objectContaining({ text: 'Plant foot closer', atSeconds: 2, authorRole: 'coach' }),
    ]);
    const asAna = await media.rpc.call('media.video.get', { videoId: videos.ana }, as(ana));
    expect(asParent.comments).toEqual(asAna.comments);
    // The same video; only its URLs differ, each bound to the user it was issued for.
    const withoutUrls = (video: Video) => ({ ...video, videoUrl: null, fileUrl: null, thumbnailUrl: null });
    expect(withoutUrls(asParent)).toEqual(withoutUrls(asAna));
  });

  it("answers the squad-mate's video and videos 404, exactly like ones that do not exist", async () => {
    await expect(media.rpc.call('media.video.get', { videoId: videos.ben }, as(parent))).rejects.toMatchObject(
      VIDEO_NOT_FOUND,
    );
    await expect(media.rpc.call('media.video.get', { videoId: randomUUID() }, as(parent))).rejects.toMatchObject(
      VIDEO_NOT_FOUND,
    );
    for (const playerId of [ben.playerId, randomUUID()])
      await expect(media.rpc.call('media.video.list', { playerId }, as(parent))).rejects.toMatchObject(
        PLAYER_NOT_FOUND,
      );
  });

  it('uploads a video for the child: the video is the child’s, the upload the parent’s', async () => {
    const uploadURL = await media.uploadFile(parent, await makeClip(media.clipsDir, 'h264', 1), ana.playerId);
    const video = await media.rpc.call(
      'media.video.create',
      {
        playerId: ana.playerId,
        video: { title: 'Cup final (filmed by mum)', type: 'Game', eventDate: '2026-11-12', fileUrl: uploadURL },
      },
      as(parent),
    );
    expect(video).toMatchObject({ playerId: ana.playerId, status: 'In Review' });
    expect(ids(await media.rpc.call('media.video.list', {}, as(ana)))).toContain(video.id);
    const upload = await media.pg.query(`SELECT "player_id", "user_id" FROM "media"."uploads" WHERE "video_id" = $1`, [
      video.id,
    ]);
    expect(upload.rows).toEqual([{ player_id: ana.playerId, user_id: parent.userId }]);
    expect((await media.outboxEvents('media.video.uploaded', video.id)).map((row) => row.payload)).toEqual([
      { videoId: video.id, playerId: ana.playerId, title: 'Cup final (filmed by mum)' },
    ]);
  });

  it('verifies a simple-flow upload for the child, and refuses the child’s own upload URL', async () => {
    const uploadURL = await media.uploadFile(parent, await makeClip(media.clipsDir, 'png'), ana.playerId);
    await expect(
      media.rpc.call('media.upload.complete', { playerId: ana.playerId, videoURL: uploadURL }, as(parent)),
    ).resolves.toMatchObject({ contentType: 'image/png' });
    const anasOwn = await media.uploadFile(ana, await makeClip(media.clipsDir, 'png'));
    await expect(
      media.rpc.call('media.upload.complete', { playerId: ana.playerId, videoURL: anasOwn }, as(parent)),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: 'This upload belongs to someone else' });
  });

  it('keeps the media consent rule: no upload for a child whose consent was never given', async () => {
    await expect(media.rpc.call('media.upload.create', { playerId: cleo.playerId }, as(parent))).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
      message: MEDIA_CONSENT_REQUIRED_MESSAGE,
    });
    const rows = await media.pg.query('SELECT 1 FROM "media"."uploads" WHERE "player_id" = $1', [cleo.playerId]);
    expect(rows.rowCount).toBe(0);
  });

  it('answers 404 to an upload for the squad-mate, storing nothing', async () => {
    await expect(media.rpc.call('media.upload.create', { playerId: ben.playerId }, as(parent))).rejects.toMatchObject(
      PLAYER_NOT_FOUND,
    );
    const benUpload = await media.uploadFile(ben, await makeClip(media.clipsDir, 'h264', 1));
    await expect(
      media.rpc.call(
        'media.video.create',
        { playerId: ben.playerId, video: { title: 'Not mine', eventDate: '2026-11-12', fileUrl: benUpload } },
        as(parent),
      ),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    const rows = await media.pg.query('SELECT 1 FROM "media"."uploads" WHERE "player_id" = $1 AND "user_id" = $2', [
      ben.playerId,
      parent.userId,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('refuses reviewing, commenting, replying, deleting, sharing and the staff lists by role (403), changing nothing', async () => {
    const videoId = videos.ana;
    const [comment] = (await media.rpc.call('media.video.get', { videoId }, as(ana))).comments;
    const attempts: [string, () => Promise<unknown>][] = [
      ['review', () => media.rpc.call('media.video.review', { videoId, status: 'Reviewed' }, as(parent))],
      [
        'comment',
        () => media.rpc.call('media.video.comment.add', { videoId, comment: { atSeconds: 1, text: 'Hi' } }, as(parent)),
      ],
      [
        'reply',
        () =>
          media.rpc.call(
            'media.video.comment.reply',
            { videoId, commentId: comment!.id, reply: { text: 'Thanks coach' } },
            as(parent),
          ),
      ],
      ['delete', () => media.rpc.call('media.video.delete', { videoId }, as(parent))],
      ['share', () => media.rpc.call('media.video.share', { videoId }, as(parent))],
      ['coach home', () => media.rpc.call('media.video.attention', { timeZone: 'UTC', limit: 5 }, as(parent))],
      [
        'report batch',
        () =>
          media.rpc.call(
            'media.video.feedback-periods',
            { periods: [{ playerId: ana.playerId, start: '2026-01-01', end: '2026-12-31' }] },
            as(parent),
          ),
      ],
      ['remove the photo', () => media.rpc.call('media.profile-photo.remove', { playerId: ana.playerId }, as(parent))],
    ];
    const outcomes: Record<string, string> = {};
    for (const [name, attempt] of attempts)
      outcomes[name] = await attempt().then(
        () => 'answered',
        (error: { code: string }) => error.code,
      );
    expect(outcomes).toEqual(Object.fromEntries(attempts.map(([name]) => [name, ErrorCode.Forbidden])));
    const { rows } = await media.pg.query(
      `SELECT v."status", (SELECT count(*)::int FROM "media"."video_comments" c WHERE c."video_id" = v."id") AS "comments"
         FROM "media"."videos" v WHERE v."id" = $1`,
      [videoId],
    );
    expect(rows).toEqual([{ status: 'In Review', comments: 1 }]);
  });

  // Last: it withdraws Ben's consent for good.
  it("hides a child's videos from their parent, as from the child, once the media consent is withdrawn", async () => {
    const parentOfBen: Actor = { userId: randomUUID(), role: 'parent', childIds: [ben.playerId] };
    expect(ids(await media.rpc.call('media.video.list', { playerId: ben.playerId }, as(parentOfBen)))).toEqual([
      videos.ben,
    ]);
    await new JetStreamPublisher(media.connection, media.namespace).publish({
      meta: { id: randomUUID(), name: 'identity.consent.changed', occurredAt: new Date().toISOString() },
      payload: { playerId: ben.playerId, consentType: 'media', granted: false, changedBy: parentOfBen.userId },
    });
    await waitFor(
      async () =>
        (
          await media.pg.query(
            `SELECT 1 FROM "media"."player_media_consents" WHERE "player_id" = $1 AND NOT "granted"`,
            [ben.playerId],
          )
        ).rowCount === 1 || undefined,
      { what: "media's copy of Ben's withdrawal" },
    );
    for (const actor of [parentOfBen, ben]) {
      expect(ids(await media.rpc.call('media.video.list', { playerId: ben.playerId }, as(actor)))).toEqual([]);
      await expect(media.rpc.call('media.video.get', { videoId: videos.ben }, as(actor))).rejects.toMatchObject(
        VIDEO_NOT_FOUND,
      );
    }
    // Staff still see it, marked and without a URL.
    const asCoach = await media.rpc.call('media.video.get', { videoId: videos.ben }, as(coach));
    expect(asCoach.videoUrl).toBeNull();
  });
});
