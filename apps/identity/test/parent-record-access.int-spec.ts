import { randomUUID } from 'node:crypto';
import { type Actor, ErrorCode, PLAYER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import type { RpcClient } from '@portal/server-kit';
import { ADULT_DATE_OF_BIRTH, type ServiceUnderTest, startServiceUnderTest } from '@portal/server-kit/testing';
import type { Client } from 'pg';

/**
 * ARCHITECTURE §9 in identity: a parent reads their child's record and changes only its contact
 * fields; another child of the same squad is 404, as if it did not exist; the club's lists and the
 * player's own readings are not a parent's. (The guardianship that puts the child in `childIds` is
 * identity's invitation flow; here the signed actor carries it, as the session would.)
 */
describe("identity service: a parent and their child's record", () => {
  let service: ServiceUnderTest;
  let rpc: RpcClient;
  let pg: Client;
  let ana: Actor & { playerId: string };
  let ben: Actor & { playerId: string };
  let parentOfAna: Actor;
  let counter = 0;

  const newPlayer = async (firstName: string): Promise<Actor & { playerId: string }> => {
    counter += 1;
    const { actor } = await rpc.call('identity.auth.signup', {
      email: `${firstName.toLowerCase()}${counter}.family@club.test`,
      password: 'Kick-Off-2026!',
      firstName,
      lastName: 'Silva',
      dateOfBirth: ADULT_DATE_OF_BIRTH,
    });
    return actor as Actor & { playerId: string };
  };

  const stored = async (playerId: string) =>
    (
      await pg.query(
        `SELECT "full_name" AS "fullName", "bio", "player_email" AS "playerEmail", "player_phone" AS "playerPhone"
           FROM "identity"."players" WHERE "id" = $1`,
        [playerId],
      )
    ).rows[0];

  beforeAll(async () => {
    service = await startServiceUnderTest('identity', 5000);
    ({ rpc, pg } = service);
    // Both sign up into the default squad: Ben is Ana's squad-mate.
    ana = await newPlayer('Ana');
    ben = await newPlayer('Ben');
    parentOfAna = { userId: randomUUID(), role: 'parent', childIds: [ana.playerId] };
  });

  afterAll(async () => {
    await service?.close();
  });

  const notFound = { code: ErrorCode.NotFound, message: PLAYER_NOT_FOUND_MESSAGE };

  it("reads the child's record, and another child of the squad answers 404 like no player at all", async () => {
    const record = await rpc.call('identity.player.get', { playerId: ana.playerId }, { actor: parentOfAna });
    expect(record).toMatchObject({ id: ana.playerId, user: expect.objectContaining({ firstName: 'Ana' }) });
    await expect(
      rpc.call('identity.player.get', { playerId: ben.playerId }, { actor: parentOfAna }),
    ).rejects.toMatchObject(notFound);
    await expect(
      rpc.call('identity.player.get', { playerId: randomUUID() }, { actor: parentOfAna }),
    ).rejects.toMatchObject(notFound);
  });

  it("changes the child's e-mail and phone, with the change published as the parent's", async () => {
    const updated = await rpc.call(
      'identity.player.update',
      { playerId: ana.playerId, changes: { playerEmail: 'ana.home@family.test', playerPhone: '+44 20 7946 0018' } },
      { actor: parentOfAna },
    );
    expect(updated).toMatchObject({ playerEmail: 'ana.home@family.test', playerPhone: '+44 20 7946 0018' });
    const events = await pg.query(
      `SELECT "payload" FROM "identity"."outbox_events" WHERE "name" = 'identity.player.updated' AND "payload"->>'playerId' = $1`,
      [ana.playerId],
    );
    expect(events.rows.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ fields: ['playerEmail', 'playerPhone'], changedBy: parentOfAna.userId }),
    );
  });

  it('refuses any other field with 403 naming it, storing nothing of the patch', async () => {
    const before = await stored(ana.playerId);
    await expect(
      rpc.call(
        'identity.player.update',
        { playerId: ana.playerId, changes: { playerPhone: '+44 20 7946 0999', fullName: 'Ana Renamed', bio: 'x' } },
        { actor: parentOfAna },
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
      message:
        "A parent can change only the player's contact fields and date of birth (playerEmail, playerPhone, dateOfBirth), not fullName, bio",
    });
    await expect(
      rpc.call(
        'identity.player.update',
        { playerId: ana.playerId, changes: { parents: [{ name: 'Maria Silva', email: 'maria@family.test' }] } },
        { actor: parentOfAna },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: expect.stringContaining('not parents') });
    await expect(
      rpc.call(
        'identity.player.update',
        { playerId: ana.playerId, changes: { status: 'inactive' } },
        { actor: parentOfAna },
      ),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: expect.stringContaining('not status') });
    expect(await stored(ana.playerId)).toEqual(before);
    const parents = await pg.query(
      `SELECT count(*)::int AS "count" FROM "identity"."player_parents" WHERE "player_id" = $1`,
      [ana.playerId],
    );
    expect(parents.rows[0].count).toBe(0);
  });

  it("answers 404 for another child's record, even for a contact-only patch, and changes nothing there", async () => {
    const before = await stored(ben.playerId);
    await expect(
      rpc.call(
        'identity.player.update',
        { playerId: ben.playerId, changes: { playerEmail: 'not.yours@family.test' } },
        { actor: parentOfAna },
      ),
    ).rejects.toMatchObject(notFound);
    expect(await stored(ben.playerId)).toEqual(before);
  });

  it("refuses the player's own readings and the club's lists by role (403)", async () => {
    const forbidden = { code: ErrorCode.Forbidden };
    await expect(rpc.call('identity.player.me', {}, { actor: parentOfAna })).rejects.toMatchObject(forbidden);
    await expect(rpc.call('identity.player.own-profile.get', {}, { actor: parentOfAna })).rejects.toMatchObject(
      forbidden,
    );
    await expect(
      rpc.call('identity.player.list', { page: 1, pageSize: 20 }, { actor: parentOfAna }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      rpc.call('identity.squad.list', { includeArchived: false }, { actor: parentOfAna }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      rpc.call('identity.player.many', { playerIds: [ana.playerId] }, { actor: parentOfAna }),
    ).rejects.toMatchObject(forbidden);
  });
});
