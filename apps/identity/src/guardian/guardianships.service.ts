import { Inject, Injectable } from '@nestjs/common';
import { type Actor, FAMILY_CHILD_NOT_FOUND_MESSAGE, type FamilyChild } from '@portal/contracts';
import { LOGGER, type Logger, OutboxWriter, ServiceError } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { PlayerProfileRepository } from '../player/player-profile.repository';
import type { ParentRow } from '../player/player-record.rules';
import { UsersService } from '../user/users.service';
import { GuardianInvitationRepository } from './guardian-invitation.repository';
import { GuardianInvitationsService } from './guardian-invitations.service';
import { type StoredEntry, entryEffects } from './guardian.rules';
import { GuardianshipRepository } from './guardianship.repository';

/** Who is guardian of whom, kept in step with the Parents & Guardians entries they came from. */
@Injectable()
export class GuardianshipsService {
  constructor(
    private readonly guardianships: GuardianshipRepository,
    private readonly invitations: GuardianInvitationRepository,
    private readonly invitationsService: GuardianInvitationsService,
    private readonly records: PlayerProfileRepository,
    private readonly users: UsersService,
    private readonly outbox: OutboxWriter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The children of a parent account, with their clubs (read from the table, not the session). */
  async children(actor: Actor): Promise<FamilyChild[]> {
    if (actor.role !== 'parent') throw ServiceError.forbidden();
    return this.guardianships.children(actor.userId);
  }

  /** Records that the parent opened this child's family home; another family's child is not found. */
  async visit(actor: Actor, playerId: string): Promise<FamilyChild> {
    if (actor.role !== 'parent') throw ServiceError.forbidden();
    const marked = await this.guardianships.markVisited(actor.userId, playerId);
    const child = marked ? await this.guardianships.child(actor.userId, playerId) : undefined;
    if (!child) throw ServiceError.notFound(FAMILY_CHILD_NOT_FOUND_MESSAGE);
    return child;
  }

  /**
   * Writes a player's new Parents & Guardians list in the caller's transaction, with what it does to
   * guardianships and invitations (guardian.rules.ts `entryEffects`): an entry removed, or its e-mail
   * changed, ends the guardianships that came from it (each with `identity.guardianship.ended`) and
   * kills its unused links; an entry given an e-mail is invited. Returns the parent accounts whose
   * sessions `refreshParents` must rewrite once the transaction committed.
   */
  async applyEntries(
    manager: EntityManager,
    actor: Actor,
    playerId: string,
    current: readonly StoredEntry[],
    next: readonly ParentRow[],
  ): Promise<string[]> {
    const effects = entryEffects(current, next);
    const ended = await this.guardianships.endForEntries(manager, effects.endedEntryIds);
    for (const guardianship of ended) await this.outbox.append(manager, 'identity.guardianship.ended', guardianship);
    await this.invitations.revokeUnused(manager, effects.changedEmailEntryIds);
    const ids = await this.records.syncParents(manager, playerId, [...next]);
    const invited = [
      ...effects.inviteEntryIds.map((id) => ({ id, email: next.find((entry) => entry.id === id)?.email })),
      ...effects.inviteNewPositions.map((position) => ({ id: ids[position]!, email: next[position]?.email })),
    ];
    for (const entry of invited) {
      if (!entry.email) continue;
      await this.invitationsService.issue(manager, {
        playerId,
        parentEntryId: entry.id,
        email: entry.email,
        createdBy: actor.userId,
      });
    }
    return [...new Set(ended.map((guardianship) => guardianship.parentUserId))];
  }

  /**
   * After the change committed and before it answers: the sessions of these parent accounts carry
   * their children as they are now, so a guardianship ended is gone on the very next request.
   */
  async refreshParents(parentUserIds: readonly string[]): Promise<void> {
    for (const userId of parentUserIds) {
      const sessions = await this.users.refreshSessions(userId);
      this.logger.info({ userId, sessions }, 'guardianship ended: parent sessions rewritten');
    }
  }
}
