import { GUARDIAN_INVITATIONS_PER_ENTRY_PER_HOUR, MAX_CHILDREN_PER_PARENT } from '@portal/contracts';
import { entryEffects, invitationLimitReached, judgeInvitation, linkRefusal } from './guardian.rules';

describe('guardian invitation links', () => {
  const expiresAt = new Date('2026-06-22T10:00:00.000Z');
  const fresh = { expiresAt, usedAt: null, revokedAt: null };

  it('work until the expiry instant, and not at it', () => {
    expect(judgeInvitation(fresh, new Date('2026-06-15T10:00:00.000Z'))).toBe('usable');
    expect(judgeInvitation(fresh, new Date('2026-06-22T09:59:59.999Z'))).toBe('usable');
    expect(judgeInvitation(fresh, expiresAt)).toBe('expired');
    expect(judgeInvitation(fresh, new Date('2026-07-01T00:00:00.000Z'))).toBe('expired');
  });

  it('work once, and not after a newer link or a changed e-mail revoked them', () => {
    const now = new Date('2026-06-16T10:00:00.000Z');
    expect(judgeInvitation({ ...fresh, usedAt: new Date('2026-06-15T11:00:00.000Z') }, now)).toBe('used');
    expect(judgeInvitation({ ...fresh, revokedAt: new Date('2026-06-15T11:00:00.000Z') }, now)).toBe('revoked');
    // A used link that has also expired says it was used.
    expect(judgeInvitation({ ...fresh, usedAt: now }, new Date('2026-08-01T00:00:00.000Z'))).toBe('used');
  });

  it('are sent to one entry at most a few times an hour', () => {
    expect(invitationLimitReached(GUARDIAN_INVITATIONS_PER_ENTRY_PER_HOUR - 1)).toBe(false);
    expect(invitationLimitReached(GUARDIAN_INVITATIONS_PER_ENTRY_PER_HOUR)).toBe(true);
  });
});

describe('who may take a child on with a link while signed in', () => {
  it('a parent account, up to the children limit (a child they already hold does not count again)', () => {
    expect(linkRefusal({ role: 'parent', alreadyGuardian: false, childCount: 0 })).toBeNull();
    expect(linkRefusal({ role: 'parent', alreadyGuardian: false, childCount: MAX_CHILDREN_PER_PARENT - 1 })).toBeNull();
    expect(linkRefusal({ role: 'parent', alreadyGuardian: false, childCount: MAX_CHILDREN_PER_PARENT })).toBe(
      'too-many-children',
    );
    expect(linkRefusal({ role: 'parent', alreadyGuardian: true, childCount: MAX_CHILDREN_PER_PARENT })).toBeNull();
  });

  it('never a player, coach or admin account', () => {
    for (const role of ['player', 'coach', 'admin'] as const) {
      expect(linkRefusal({ role, alreadyGuardian: false, childCount: 0 })).toBe('not-parent');
    }
  });
});

describe('what a new Parents & Guardians list does', () => {
  const maria = { id: 'e-maria', email: 'maria@home.test' };
  const joao = { id: 'e-joao', email: null };

  it('ends the guardianships of a removed entry', () => {
    expect(entryEffects([maria, joao], [joao])).toEqual({
      endedEntryIds: ['e-maria'],
      changedEmailEntryIds: [],
      inviteEntryIds: [],
      inviteNewPositions: [],
    });
  });

  it('ends them when the e-mail changes and invites the new address; a cleared e-mail invites nobody', () => {
    expect(entryEffects([maria], [{ id: 'e-maria', email: 'maria@work.test' }])).toEqual({
      endedEntryIds: ['e-maria'],
      changedEmailEntryIds: ['e-maria'],
      inviteEntryIds: ['e-maria'],
      inviteNewPositions: [],
    });
    expect(entryEffects([maria], [{ id: 'e-maria', email: null }])).toMatchObject({
      endedEntryIds: ['e-maria'],
      inviteEntryIds: [],
    });
  });

  it('leaves an entry alone when only its case or other fields change', () => {
    expect(entryEffects([maria, joao], [{ id: 'e-maria', email: 'Maria@Home.test' }, joao])).toEqual({
      endedEntryIds: [],
      changedEmailEntryIds: [],
      inviteEntryIds: [],
      inviteNewPositions: [],
    });
  });

  it('invites added entries that have an e-mail, and an existing one given its first address', () => {
    expect(
      entryEffects(
        [maria, joao],
        [maria, { id: 'e-joao', email: 'joao@home.test' }, { email: null }, { email: 'rita@home.test' }],
      ),
    ).toEqual({
      endedEntryIds: ['e-joao'],
      changedEmailEntryIds: ['e-joao'],
      inviteEntryIds: ['e-joao'],
      inviteNewPositions: [3],
    });
  });
});
