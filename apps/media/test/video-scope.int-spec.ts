import { randomUUID } from 'node:crypto';
import { type Actor, PLAYER_NOT_FOUND_MESSAGE, type Video } from '@portal/contracts';
import { clubActors, clubFixture } from '@portal/server-kit/testing';
import { MediaHarness, newPlayer } from './support/media-harness';
import { storedVideo } from './support/stored-video';

const VIDEO_NOT_FOUND = { code: 'NOT_FOUND', message: 'Video not found' };
const PLAYER_NOT_FOUND = { code: 'NOT_FOUND', message: PLAYER_NOT_FOUND_MESSAGE };

/**
 * ARCHITECTURE §9 in media: two clubs, two squads in the first. A coach reaches the players of the
 * squads they coach, an admin every player of their club, a player themself; anything else answers
 * exactly like a video or player that does not exist, and lists hold only what the caller reaches.
 */
describe('media: every handler applies the club and squad scope', () => {
  const media = new MediaHarness();
  const riverside = clubFixture(2);
  const hillside = clubFixture(1);
  const [u12, u15] = riverside.squadIds as [string, string];
  const ana = newPlayer(riverside); // Riverside U12
  const ben = newPlayer(riverside); // Riverside U15
  const cat = newPlayer(hillside);
  const u12Coach = clubActors.coach(riverside, [u12]);
  const riversideAdmin = clubActors.admin(riverside);
  const hillsideCoach = clubActors.coach(hillside, hillside.squadIds);
  const hillsideAdmin = clubActors.admin(hillside);
  const videos: Record<'ana' | 'anaCorner' | 'ben' | 'cat' | 'catCorner', string> = {
    ana: '',
    anaCorner: '',
    ben: '',
    cat: '',
    catCorner: '',
  };

  const list = async (actor: Actor, filter: Record<string, unknown> = {}): Promise<string[]> =>
    (await media.rpc.call('media.video.list', filter, { actor })).items.map((video: Video) => video.id);

  beforeAll(async () => {
    await media.start({ worker: false });
    await media.place([ana], riverside, [u12]);
    await media.place([ben], riverside, [u15]);
    await media.place([cat], hillside, hillside.squadIds);
    // Oldest first; Hillside's newest sits between Riverside's, so a scope applied after paging would show.
    videos.ana = await storedVideo(media.pg, ana.playerId, 'Ana free kick', '2026-11-01T10:00:00Z');
    videos.cat = await storedVideo(media.pg, cat.playerId, 'Cat free kick', '2026-11-02T10:00:00Z');
    videos.anaCorner = await storedVideo(media.pg, ana.playerId, 'Ana CORNER 100% near_post', '2026-11-03T10:00:00Z');
    videos.catCorner = await storedVideo(media.pg, cat.playerId, 'Cat corner', '2026-11-04T10:00:00Z');
    videos.ben = await storedVideo(media.pg, ben.playerId, 'Ben corner', '2026-11-05T10:00:00Z');
  });
  afterAll(() => media.stop());

  /** Every handler naming the video, as `actor`; each must answer like a missing video. */
  async function expectEveryVideoHandlerNotFound(actor: Actor, videoId: string): Promise<void> {
    await expect(media.rpc.call('media.video.get', { videoId }, { actor })).rejects.toMatchObject(VIDEO_NOT_FOUND);
    await expect(
      media.rpc.call('media.video.review', { videoId, status: 'Reviewed', summary: 'Seen' }, { actor }),
    ).rejects.toMatchObject(VIDEO_NOT_FOUND);
    await expect(
      media.rpc.call('media.video.comment.add', { videoId, comment: { atSeconds: 1, text: 'Hi' } }, { actor }),
    ).rejects.toMatchObject(VIDEO_NOT_FOUND);
    await expect(
      media.rpc.call(
        'media.video.comment.reply',
        { videoId, commentId: randomUUID(), reply: { text: 'Hi' } },
        { actor },
      ),
    ).rejects.toMatchObject(VIDEO_NOT_FOUND);
    await expect(media.rpc.call('media.video.delete', { videoId }, { actor })).rejects.toMatchObject(VIDEO_NOT_FOUND);
  }

  async function expectUntouched(videoId: string): Promise<void> {
    const { rows } = await media.pg.query(
      `SELECT v."status", v."summary", (SELECT count(*)::int FROM "media"."video_comments" c WHERE c."video_id" = v."id") AS "comments"
         FROM "media"."videos" v WHERE v."id" = $1`,
      [videoId],
    );
    expect(rows).toEqual([{ status: 'In Review', summary: null, comments: 0 }]);
  }

  it("another club's video answers a coach and an admin exactly like a video that does not exist", async () => {
    for (const actor of [hillsideCoach, hillsideAdmin]) {
      await expectEveryVideoHandlerNotFound(actor, videos.ana);
      await expectEveryVideoHandlerNotFound(actor, randomUUID());
    }
    for (const actor of [u12Coach, riversideAdmin]) await expectEveryVideoHandlerNotFound(actor, videos.cat);
    await expectUntouched(videos.ana);
    await expectUntouched(videos.cat);
  });

  it("another squad's video answers a coach like a missing one; the club's admin reaches it", async () => {
    await expectEveryVideoHandlerNotFound(u12Coach, videos.ben);
    await expectUntouched(videos.ben);
    expect((await media.rpc.call('media.video.get', { videoId: videos.ben }, { actor: riversideAdmin })).id).toBe(
      videos.ben,
    );
    expect((await media.rpc.call('media.video.get', { videoId: videos.ana }, { actor: u12Coach })).id).toBe(videos.ana);
  });

  it("another player's video answers a player like a missing one, sharing included; her own is hers", async () => {
    await expect(media.rpc.call('media.video.get', { videoId: videos.ana }, { actor: ben })).rejects.toMatchObject(
      VIDEO_NOT_FOUND,
    );
    await expect(media.rpc.call('media.video.share', { videoId: videos.ana }, { actor: ben })).rejects.toMatchObject(
      VIDEO_NOT_FOUND,
    );
    await expect(media.rpc.call('media.video.share', { videoId: videos.cat }, { actor: ana })).rejects.toMatchObject(
      VIDEO_NOT_FOUND,
    );
    await expect(
      media.rpc.call(
        'media.video.comment.reply',
        { videoId: videos.ana, commentId: randomUUID(), reply: { text: 'x' } },
        { actor: ben },
      ),
    ).rejects.toMatchObject(VIDEO_NOT_FOUND);
    await expect(media.rpc.call('media.video.delete', { videoId: videos.ana }, { actor: ben })).rejects.toMatchObject(
      VIDEO_NOT_FOUND,
    );
    expect((await media.rpc.call('media.video.get', { videoId: videos.ben }, { actor: ben })).id).toBe(videos.ben);
  });

  it('lists hold only the videos in scope, newest first, and every page too', async () => {
    expect(await list(u12Coach)).toEqual([videos.anaCorner, videos.ana]);
    expect(await list(riversideAdmin)).toEqual([videos.ben, videos.anaCorner, videos.ana]);
    expect(await list(hillsideCoach)).toEqual([videos.catCorner, videos.cat]);
    expect(await list(hillsideAdmin)).toEqual([videos.catCorner, videos.cat]);
    expect(await list(ana)).toEqual([videos.anaCorner, videos.ana]);
    expect(await list(ben)).toEqual([videos.ben]);

    const first = await media.rpc.call('media.video.list', { limit: 1 }, { actor: u12Coach });
    expect(first.items.map((video: Video) => video.id)).toEqual([videos.anaCorner]);
    const second = await media.rpc.call(
      'media.video.list',
      { limit: 1, before: first.nextCursor ?? undefined },
      { actor: u12Coach },
    );
    expect(second.items.map((video: Video) => video.id)).toEqual([videos.ana]);
    expect(second.nextCursor).toBeNull();
  });

  it('narrows by squad inside the scope, never beyond it', async () => {
    expect(await list(riversideAdmin, { squadId: u15 })).toEqual([videos.ben]);
    expect(await list(riversideAdmin, { squadId: u12 })).toEqual([videos.anaCorner, videos.ana]);
    expect(await list(u12Coach, { squadId: u12 })).toEqual([videos.anaCorner, videos.ana]);
    expect(await list(u12Coach, { squadId: u15 })).toEqual([]);
    expect(await list(hillsideAdmin, { squadId: u12 })).toEqual([]);
    expect(await list(riversideAdmin, { squadId: hillside.squadIds[0] })).toEqual([]);
  });

  it('searches titles in any case, reading %, _ and \\ as themselves', async () => {
    expect(await list(riversideAdmin, { search: 'corner' })).toEqual([videos.ben, videos.anaCorner]);
    expect(await list(riversideAdmin, { search: 'corner', squadId: u12 })).toEqual([videos.anaCorner]);
    expect(await list(u12Coach, { search: 'CORNER' })).toEqual([videos.anaCorner]);
    expect(await list(riversideAdmin, { search: '100%' })).toEqual([videos.anaCorner]);
    expect(await list(riversideAdmin, { search: '%' })).toEqual([videos.anaCorner]);
    expect(await list(riversideAdmin, { search: 'near_post' })).toEqual([videos.anaCorner]);
    expect(await list(riversideAdmin, { search: '_' })).toEqual([videos.anaCorner]);
    expect(await list(riversideAdmin, { search: '\\' })).toEqual([]);
    expect(await list(hillsideCoach, { search: 'corner' })).toEqual([videos.catCorner]);
    expect(await list(ana, { search: 'free' })).toEqual([videos.ana]);
  });

  it('naming a player outside the scope is 404, in lists, uploads, feedback and photos alike', async () => {
    await expect(media.rpc.call('media.video.list', { playerId: ben.playerId }, { actor: ana })).rejects.toMatchObject(
      PLAYER_NOT_FOUND,
    );
    await expect(
      media.rpc.call('media.video.list', { playerId: ben.playerId }, { actor: u12Coach }),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    await expect(
      media.rpc.call('media.video.list', { playerId: ana.playerId }, { actor: hillsideAdmin }),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    expect(await list(u12Coach, { playerId: ana.playerId })).toEqual([videos.anaCorner, videos.ana]);

    await expect(
      media.rpc.call('media.upload.create', { playerId: ben.playerId }, { actor: ana }),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    await expect(
      media.rpc.call('media.upload.complete', { playerId: ben.playerId, videoURL: '/api/objects/x' }, { actor: ana }),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);

    const period = (playerId: string) => ({ playerId, start: '2026-11-01', end: '2026-11-30' });
    await expect(
      media.rpc.call(
        'media.video.feedback-periods',
        { periods: [period(ana.playerId), period(cat.playerId)] },
        { actor: u12Coach },
      ),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    await expect(
      media.rpc.call('media.video.feedback-periods', { periods: [period(ben.playerId)] }, { actor: u12Coach }),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    const [feedback] = await media.rpc.call(
      'media.video.feedback-periods',
      { periods: [period(ben.playerId)] },
      { actor: riversideAdmin },
    );
    expect(feedback?.playerId).toBe(ben.playerId);

    await expect(
      media.rpc.call('media.profile-photo.remove', { playerId: ana.playerId }, { actor: hillsideCoach }),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    await expect(
      media.rpc.call('media.profile-photo.remove', { playerId: ben.playerId }, { actor: u12Coach }),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
    await expect(
      media.rpc.call(
        'media.profile-photo.set',
        { playerId: ana.playerId, uploadKey: `photo-uploads/${randomUUID()}` },
        { actor: ben },
      ),
    ).rejects.toMatchObject(PLAYER_NOT_FOUND);
  });

  it("tells the gateway whose child's photo the caller may see", async () => {
    const visible = async (actor: Actor, playerId: string) =>
      (await media.rpc.call('media.profile-photo.visible', { playerId }, { actor })).visible;
    expect(await visible(u12Coach, ana.playerId)).toBe(true);
    expect(await visible(riversideAdmin, ben.playerId)).toBe(true);
    expect(await visible(ana, ana.playerId)).toBe(true);
    expect(await visible(u12Coach, ben.playerId)).toBe(false);
    expect(await visible(hillsideAdmin, ana.playerId)).toBe(false);
    expect(await visible(ben, ana.playerId)).toBe(false);
  });
});
