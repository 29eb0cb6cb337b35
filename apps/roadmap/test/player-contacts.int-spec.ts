import { randomUUID } from 'node:crypto';
import { type ServiceUnderTest, TestMemberships, startServiceUnderTest } from '@portal/server-kit/testing';
import type { EntityManager } from 'typeorm';
import { PlayerContactRepository, playerContactSql } from '../src/calls/player-contact.repository';

/** Roadmap's copy of identity's player contacts, which a booking's invite is addressed from (issue 27). */
describe("roadmap: the copy of players' contacts", () => {
  let service: ServiceUnderTest;
  let memberships: TestMemberships;
  let manager: EntityManager;
  const contacts = new PlayerContactRepository();

  const held = async (playerId: string) =>
    (await service.pg.query(`SELECT ${playerContactSql('$1::uuid')} AS "contact"`, [playerId])).rows[0].contact;

  beforeAll(async () => {
    service = await startServiceUnderTest('roadmap', 5000);
    memberships = new TestMemberships(service.connection, service.namespace, service.pg, 'roadmap');
    // The repository's statements on the namespace's database, as TypeORM's manager would send them.
    manager = {
      query: async (sql: string, params: unknown[]) => (await service.pg.query(sql, params)).rows,
    } as unknown as EntityManager;
  });

  afterAll(async () => {
    await service?.close();
  });

  it("applies identity's contact events through roadmap's consumer", async () => {
    const playerId = randomUUID();
    expect(await held(playerId)).toBeNull();
    await memberships.nameContact(playerId, 'Rita Roadmap', 'rita@example.com');
    expect(await held(playerId)).toEqual({ name: 'Rita Roadmap', email: 'rita@example.com' });
  });

  it('keeps the newest snapshot: an older or repeated one changes nothing', async () => {
    const playerId = randomUUID();
    expect(await contacts.apply(manager, { playerId, name: 'Second', email: null, version: 20 })).toBe(true);
    expect(await contacts.apply(manager, { playerId, name: 'First', email: 'old@example.com', version: 10 })).toBe(
      false,
    );
    expect(await contacts.apply(manager, { playerId, name: 'Second again', email: null, version: 20 })).toBe(false);
    expect(await held(playerId)).toEqual({ name: 'Second', email: null });
    expect(await contacts.apply(manager, { playerId, name: 'Third', email: 'new@example.com', version: 30 })).toBe(
      true,
    );
    expect(await held(playerId)).toEqual({ name: 'Third', email: 'new@example.com' });
  });

  it("erasure removes the player's row and no other", async () => {
    const [erased, kept] = [randomUUID(), randomUUID()];
    await contacts.apply(manager, { playerId: erased, name: 'Gone Player', email: 'gone@example.com', version: 1 });
    await contacts.apply(manager, { playerId: kept, name: 'Kept Player', email: null, version: 1 });
    await contacts.erase(manager, erased);
    await contacts.erase(manager, erased);
    expect(await held(erased)).toBeNull();
    expect(await held(kept)).toEqual({ name: 'Kept Player', email: null });
  });
});
