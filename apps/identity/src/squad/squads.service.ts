import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  INVITE_OTHER_CLUB_MESSAGE,
  PLAYER_NOT_FOUND_MESSAGE,
  type RpcParsedRequest,
  SQUAD_NOT_FOUND_MESSAGE,
  type Squad,
  type SquadInviteLink,
  type SquadJoined,
  USER_NOT_FOUND_MESSAGE,
  squadInviteLink,
} from '@portal/contracts';
import { ServiceError, claimIdempotencyKey } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { ClubRepository } from '../club/club.repository';
import { INVALID_INVITE_MESSAGE } from '../club/clubs.service';
import { inviteCodeHash, newInviteCode } from '../club/invite-code';
import { MembershipPublisher, type PublishedPlayer, type PublishedStaff } from '../club/membership-publisher';
import { ScopeCopies } from '../club/scope-copies';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { UsersService } from '../user/users.service';
import { SquadRepository, type SquadListRow, type SquadRow } from './squad.repository';
import {
  type MembershipEffect,
  type SquadChange,
  archiveTransition,
  coachAssignmentRefusal,
  joinRefusal,
  managedClubId,
  membershipEffect,
  squadListScope,
} from './squad.rules';

const squadNotFound = () => ServiceError.notFound(SQUAD_NOT_FOUND_MESSAGE);

function toSquad(row: SquadListRow): Squad {
  return {
    id: row.id,
    name: row.name,
    season: row.season,
    ageGroup: row.ageGroup,
    takesSignups: row.takesSignups,
    hasInviteLink: row.hasInviteLink,
    archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
    playerCount: row.playerCount,
    coaches: row.coaches,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Squads of a club and who is in them. Each change writes its rows and publishes the memberships it
 * touches in one transaction; after the commit, and before answering, the sessions of the coaches it
 * touches are rewritten, so a coach's very next request carries the squads they coach now.
 */
@Injectable()
export class SquadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly squads: SquadRepository,
    private readonly clubs: ClubRepository,
    private readonly publisher: MembershipPublisher,
    private readonly users: UsersService,
    private readonly copies: ScopeCopies,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async list(actor: Actor, includeArchived: boolean): Promise<Squad[]> {
    const scope = squadListScope(actor);
    if (scope.kind === 'none') return [];
    const rows = await this.squads.list({
      clubId: scope.clubId,
      includeArchived,
      coachUserId: scope.kind === 'coached' ? scope.userId : undefined,
    });
    return rows.map(toSquad);
  }

  async create(actor: Actor, input: RpcParsedRequest<'identity.squad.create'>): Promise<Squad> {
    const clubId = this.clubOf(actor);
    const squadId = await this.dataSource.transaction(async (manager) => {
      await claimIdempotencyKey(manager, 'identity');
      return this.squads.insert(manager, { clubId, ...input });
    });
    return this.view(squadId);
  }

  async update(actor: Actor, squadId: string, changes: RpcParsedRequest<'identity.squad.update'>['changes']) {
    return this.change(actor, squadId, async (manager, squad) => {
      const transition = archiveTransition(squad.archivedAt, changes.archived);
      await this.squads.update(manager, squad.id, {
        name: changes.name,
        season: changes.season,
        ageGroup: changes.ageGroup,
        archivedAt: transition === 'archive' ? new Date() : transition === 'restore' ? null : undefined,
      });
      return { kind: 'archive-state', transition };
    });
  }

  async addPlayer(actor: Actor, squadId: string, playerId: string): Promise<Squad> {
    return this.change(actor, squadId, async (manager, squad) => {
      if (!(await this.squads.playerInClub(manager, playerId, squad.clubId)))
        throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
      const refusal = joinRefusal(squad.archivedAt);
      if (refusal) throw ServiceError.conflict(refusal);
      return { kind: 'player', playerId, changed: await this.squads.addPlayer(manager, squad.id, playerId) };
    });
  }

  async removePlayer(actor: Actor, squadId: string, playerId: string): Promise<Squad> {
    return this.change(actor, squadId, async (manager, squad) => {
      if (!(await this.squads.playerInClub(manager, playerId, squad.clubId)))
        throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
      return { kind: 'player', playerId, changed: await this.squads.removePlayer(manager, squad.id, playerId) };
    });
  }

  async addCoach(actor: Actor, squadId: string, userId: string, role: 'head' | 'assistant'): Promise<Squad> {
    return this.change(actor, squadId, async (manager, squad) => {
      const user = await this.squads.userInClub(manager, userId, squad.clubId);
      if (!user) throw ServiceError.notFound(USER_NOT_FOUND_MESSAGE);
      const notCoach = coachAssignmentRefusal(user.role);
      if (notCoach) throw ServiceError.validation([{ field: 'userId', message: notCoach }]);
      const refusal = joinRefusal(squad.archivedAt);
      if (refusal) throw ServiceError.conflict(refusal);
      return { kind: 'coach', userId, changed: await this.squads.addCoach(manager, squad.id, userId, role) };
    });
  }

  async removeCoach(actor: Actor, squadId: string, userId: string): Promise<Squad> {
    return this.change(actor, squadId, async (manager, squad) => {
      if (!(await this.squads.userInClub(manager, userId, squad.clubId)))
        throw ServiceError.notFound(USER_NOT_FOUND_MESSAGE);
      return { kind: 'coach', userId, changed: await this.squads.removeCoach(manager, squad.id, userId) };
    });
  }

  /** A new code replaces the old one at once; only its hash is stored, the code is shown this once. */
  async rotateInviteLink(actor: Actor, squadId: string): Promise<SquadInviteLink> {
    const clubId = this.clubOf(actor);
    const code = newInviteCode();
    await this.dataSource.transaction(async (manager) => {
      const squad = await this.squads.findInClubForUpdate(manager, squadId, clubId);
      if (!squad) throw squadNotFound();
      const refusal = joinRefusal(squad.archivedAt);
      if (refusal) throw ServiceError.conflict(refusal);
      await this.squads.setInviteCodeHash(manager, squad.id, inviteCodeHash(code));
    });
    return { code, url: squadInviteLink(this.config.PUBLIC_URL, code) };
  }

  /**
   * A signed-in player opening an invite link joins its squad, in their own club only: another
   * club's link is refused as not found (a player moves club through the admins, not by a link).
   */
  async join(actor: Actor, inviteCode: string): Promise<SquadJoined> {
    if (!actor.playerId || !actor.clubId) throw ServiceError.forbidden();
    const playerId = actor.playerId;
    const placement = await this.clubs.placementByInviteHash(inviteCodeHash(inviteCode));
    if (!placement) throw ServiceError.validation([{ field: 'inviteCode', message: INVALID_INVITE_MESSAGE }]);
    if (placement.clubId !== actor.clubId || !placement.squadId) throw ServiceError.notFound(INVITE_OTHER_CLUB_MESSAGE);
    const squadId = placement.squadId;
    await this.dataSource.transaction(async (manager) => {
      if (await this.squads.addPlayer(manager, squadId, playerId))
        await this.publisher.playerChanged(manager, playerId);
    });
    const squad = await this.squads.view(squadId);
    return { squadId, name: squad?.name ?? '' };
  }

  private clubOf(actor: Actor): string {
    const clubId = managedClubId(actor);
    if (!clubId) throw ServiceError.forbidden();
    return clubId;
  }

  private async change(
    actor: Actor,
    squadId: string,
    apply: (manager: EntityManager, squad: SquadRow) => Promise<SquadChange>,
  ): Promise<Squad> {
    const clubId = this.clubOf(actor);
    const { effect, players, staff } = await this.dataSource.transaction(async (manager) => {
      const squad = await this.squads.findInClubForUpdate(manager, squadId, clubId);
      if (!squad) throw squadNotFound();
      const change = await apply(manager, squad);
      const touched: MembershipEffect = membershipEffect(change, await this.squads.members(manager, squad.id));
      const published = { effect: touched, players: [] as PublishedPlayer[], staff: [] as PublishedStaff[] };
      for (const playerId of touched.playerIds) {
        const player = await this.publisher.playerChanged(manager, playerId);
        if (player) published.players.push(player);
      }
      for (const userId of touched.coachIds) {
        const member = await this.publisher.staffChanged(manager, userId);
        if (member) published.staff.push(member);
      }
      return published;
    });
    // Before answering: the coaches' sessions carry their squads as they are now, and every service's
    // copy holds the change, so it applies to the very next request everywhere.
    for (const userId of effect.coachIds) await this.users.refreshSessions(userId);
    await this.copies.awaitApplied(players, staff);
    return this.view(squadId);
  }

  private async view(squadId: string): Promise<Squad> {
    const row = await this.squads.view(squadId);
    if (!row) throw squadNotFound();
    return toSquad(row);
  }
}
