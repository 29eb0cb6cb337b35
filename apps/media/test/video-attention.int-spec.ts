import type { Actor, MediaAttention } from '@portal/contracts';
import { clubActors, clubFixture } from '@portal/server-kit/testing';
import { MediaHarness, newPlayer } from './support/media-harness';
import { storedVideo } from './support/stored-video';

/**
 * `media.video.attention` (the coach home's videos waiting for feedback): "In Review" videos of the
 * caller's players only, oldest first, counted in SQL before the limit; another club's or squad's
 * videos never appear, reviewed ones neither.
 */
describe('media: videos waiting for feedback, scoped', () => {
  const media = new MediaHarness();
  const riverside = clubFixture(2);
  const hillside = clubFixture(1);
  const [u12, u15] = riverside.squadIds as [string, string];
  const ana = newPlayer(riverside); // U12
  const ben = newPlayer(riverside); // U15
  const cat = newPlayer(hillside);
  const u12Coach = clubActors.coach(riverside, [u12]);
  const riversideAdmin = clubActors.admin(riverside);
  const hillsideAdmin = clubActors.admin(hillside);
  const coachWithoutSquads = clubActors.coach(riverside, []);
  const ids: Record<string, string> = {};

  const attention = (actor: Actor, extra: { squadId?: string; limit?: number } = {}): Promise<MediaAttention> =>
    media.rpc.call(
      'media.video.attention',
      { timeZone: 'UTC', limit: extra.limit ?? 5, squadId: extra.squadId },
      { actor },
    );
  const titles = (answer: MediaAttention) => answer.items.map((item) => item.title);

  beforeAll(async () => {
    await media.start({ worker: false });
    await media.place([ana], riverside, [u12]);
    await media.place([ben], riverside, [u15]);
    await media.place([cat], hillside, hillside.squadIds);
    // Hillside's sits between Riverside's, so a scope applied after limiting would show.
    ids.anaOld = await storedVideo(media.pg, ana.playerId, 'Ana free kick', '2026-11-01T10:00:00Z');
    ids.cat = await storedVideo(media.pg, cat.playerId, 'Cat free kick', '2026-11-02T10:00:00Z');
    ids.anaNew = await storedVideo(media.pg, ana.playerId, 'Ana corner', '2026-11-03T10:00:00Z');
    ids.ben = await storedVideo(media.pg, ben.playerId, 'Ben corner', '2026-11-04T10:00:00Z');
    ids.anaReviewed = await storedVideo(media.pg, ana.playerId, 'Ana reviewed', '2026-10-01T10:00:00Z');
    await media.pg.query(`UPDATE "media"."videos" SET "status" = 'Reviewed' WHERE "id" = $1`, [ids.anaReviewed]);
  });
  afterAll(() => media.stop());

  it("a coach sees their squad's videos waiting for feedback, oldest first", async () => {
    const answer = await attention(u12Coach);
    expect(answer.count).toBe(2);
    expect(titles(answer)).toEqual(['Ana free kick', 'Ana corner']);
    expect(answer.items[0]).toMatchObject({ id: ids.anaOld, playerId: ana.playerId });
  });

  it("an admin sees their club's, never another club's; counts are taken before the limit", async () => {
    expect(titles(await attention(riversideAdmin))).toEqual(['Ana free kick', 'Ana corner', 'Ben corner']);
    const limited = await attention(riversideAdmin, { limit: 1 });
    expect(limited.count).toBe(3);
    expect(titles(limited)).toEqual(['Ana free kick']);
    expect(titles(await attention(hillsideAdmin))).toEqual(['Cat free kick']);
  });

  it('a squad narrows inside the scope only; a coach without squads sees nothing', async () => {
    expect(titles(await attention(riversideAdmin, { squadId: u15 }))).toEqual(['Ben corner']);
    expect(await attention(u12Coach, { squadId: u15 })).toEqual({ count: 0, items: [] });
    expect(await attention(riversideAdmin, { squadId: hillside.squadIds[0] })).toEqual({ count: 0, items: [] });
    expect(await attention(coachWithoutSquads)).toEqual({ count: 0, items: [] });
  });

  it('a player is refused', async () => {
    await expect(attention(ana)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
