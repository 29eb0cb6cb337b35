import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  type AdminUser,
  type AdminUserPage,
  type CurrentUser,
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  parseProfilePhotoUrl,
  scopeOf,
  photoOwnerFor,
  type Role,
  type RpcParsedRequest,
} from '@portal/contracts';
import { LOGGER, type Logger, OutboxWriter, ServiceError, SessionStore } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { User } from './user.entity';
import type { Player } from '../player/player.entity';
import { CredentialThrottle, PASSWORD_CHANGE_SOURCE } from '../credentials/credential-throttle';
import { PasswordHasher } from '../credentials/password-hasher';
import { passwordProblems } from '../credentials/password.rules';
import type { MediaViewerNow } from '../player/media-grant.rules';
import { PlayerRepository } from '../player/player.repository';
import { ClubRepository, type SquadPlacement } from '../club/club.repository';
import { ClubsService } from '../club/clubs.service';
import { MembershipPublisher, type PublishedPlayer, type PublishedStaff } from '../club/membership-publisher';
import { ScopeCopies } from '../club/scope-copies';
import { PlayerContactPublisher } from '../player/player-contact.publisher';
import { MembershipRepository } from '../club/membership.repository';
import { GuardianshipRepository } from '../guardian/guardianship.repository';
import { SquadRepository } from '../squad/squad.repository';
import { UserRepository } from './user.repository';
import { actorFor, toAdminUser, toCurrentUser } from './user-views';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The club, and the squad a player joins or a coach coaches (head), if any; none for a parent. */
  placement: SquadPlacement | { clubId: null; squadId: null };
}

export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask your club's admin to reactivate it.";

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly players: PlayerRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: CredentialThrottle,
    private readonly outbox: OutboxWriter,
    private readonly sessions: SessionStore,
    private readonly clubs: ClubsService,
    private readonly clubRows: ClubRepository,
    private readonly memberships: MembershipRepository,
    private readonly membershipPublisher: MembershipPublisher,
    private readonly scopeCopies: ScopeCopies,
    private readonly playerContacts: PlayerContactPublisher,
    private readonly squadRows: SquadRepository,
    private readonly guardianships: GuardianshipRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Creates a user (and, for a player, their player record) in one transaction. */
  async createUser(
    input: NewUser,
    /** Runs in the account's transaction (an invitation marked as used with it). */
    beforeCommit?: (manager: EntityManager) => Promise<void>,
    /** Runs in the account's transaction once the account exists (a guardianship made with it). */
    afterInsert?: (manager: EntityManager, user: User) => Promise<void>,
  ): Promise<{ user: CurrentUser; actor: Actor }> {
    const problems = passwordProblems(input.password);
    if (problems.length > 0) throw ServiceError.validation(problems);
    const passwordHash = await this.hasher.hash(input.password);
    const published: { players: PublishedPlayer[]; staff: PublishedStaff[] } = { players: [], staff: [] };
    try {
      const created = await this.dataSource.transaction(async (manager) => {
        if (beforeCommit) await beforeCommit(manager);
        const { clubId, squadId } = input.placement;
        const user = await this.users.insert(manager, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          clubId,
          deactivatedAt: null,
          profileImageUrl: null,
        });
        const player = input.role === 'player' ? await this.players.createForUser(manager, user) : null;
        if (player && squadId) await this.clubRows.addPlayerToSquad(manager, squadId, player.id);
        if (input.role === 'coach' && squadId) await this.clubRows.addCoachToSquad(manager, squadId, user.id, 'head');
        if (afterInsert) await afterInsert(manager, user);
        await this.outbox.append(manager, 'identity.user.registered', {
          userId: user.id,
          playerId: player?.id ?? null,
          role: user.role,
        });
        if (player) {
          const membership = await this.membershipPublisher.playerChanged(manager, player.id);
          if (membership) published.players.push(membership);
          await this.playerContacts.changed(manager, player.id);
        } else {
          const membership = await this.membershipPublisher.staffChanged(manager, user.id);
          if (membership) published.staff.push(membership);
        }
        const coached = input.role === 'coach' && squadId ? [squadId] : [];
        const children = input.role === 'parent' ? await this.guardianships.childIdsOf(user.id, manager) : [];
        return { user: toCurrentUser(user), actor: actorFor(user, player, coached, children) };
      });
      // Read your own writes: a coach acting on this player (or this coach acting) the moment the
      // account answers finds it in every service's copy, not "Player not found" (issue 37).
      await this.scopeCopies.awaitApplied(published.players, published.staff);
      return created;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw ServiceError.conflict(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
  }

  /**
   * Rewrites the actor of every session of the user to their club, squads and children as they are
   * now (a squad they coach was added, removed or archived; a guardianship began or ended); called
   * after the change committed and before it answers, so the next request of each session carries
   * the new scope.
   */
  async refreshSessions(userId: string): Promise<number> {
    const user = await this.users.findById(userId);
    if (!user) return 0;
    const actor = await this.actorOf(user);
    return this.sessions.updateActorForUser(userId, () => actor);
  }

  /** The actor a new session of this user carries, as their club, squads and children are now. */
  async actorOf(user: User, knownPlayer?: Player | null): Promise<Actor> {
    const player =
      knownPlayer !== undefined
        ? knownPlayer
        : user.role === 'player'
          ? await this.players.findByUserId(user.id)
          : null;
    const coached = user.role === 'coach' ? await this.memberships.coachedSquadIds(user.id) : [];
    const children = user.role === 'parent' ? await this.guardianships.childIdsOf(user.id) : [];
    return actorFor(user, player, coached, children);
  }

  /** The user a player's media URL was issued for, as they are now (null: no such user any more). */
  async viewerNow(userId: string): Promise<MediaViewerNow | null> {
    const user = await this.users.findById(userId);
    return user ? { actor: await this.actorOf(user), deactivated: user.deactivatedAt !== null } : null;
  }

  /**
   * One answer for every failure, after the same amount of hashing work; within the limits per
   * account and client address (429 past them, whether or not the account exists).
   */
  async verifyCredentials(
    email: string,
    password: string,
    clientAddress: string,
  ): Promise<{ user: CurrentUser; actor: Actor }> {
    const user = await this.throttle.check({
      account: email,
      source: clientAddress,
      verify: async () => {
        const found = await this.users.findByEmail(email);
        const valid = found
          ? await this.hasher.verify(found.passwordHash, password)
          : await this.hasher.verifyDecoy(password);
        return found && valid ? found : undefined;
      },
    });
    if (!user) throw ServiceError.unauthorized(INVALID_CREDENTIALS_MESSAGE);
    // Said only to whoever knows the password, so it reveals nothing to a guesser.
    if (user.deactivatedAt) throw ServiceError.forbidden(DEACTIVATED_MESSAGE);
    const player = user.role === 'player' ? await this.players.findByUserId(user.id) : null;
    return { user: toCurrentUser(user, player), actor: await this.actorOf(user, player) };
  }

  /** The caller's sessions other than the current one are ended by the gateway, which knows it. */
  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<{ changed: true }> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw ServiceError.unauthorized();
    const confirmed = await this.throttle.check({
      account: user.email,
      source: PASSWORD_CHANGE_SOURCE,
      trustedSource: true,
      verify: async () => ((await this.hasher.verify(user.passwordHash, currentPassword)) ? true : undefined),
    });
    if (!confirmed) {
      throw ServiceError.validation([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
    }
    const problems = passwordProblems(newPassword);
    if (problems.length > 0)
      throw ServiceError.validation(problems.map((problem) => ({ ...problem, field: 'newPassword' })));
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.users.updatePasswordHash(manager, user.id, passwordHash);
      await this.outbox.append(manager, 'identity.user.password-changed', { userId: user.id });
    });
    return { changed: true };
  }

  async currentUser(actor: Actor): Promise<CurrentUser> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw ServiceError.unauthorized();
    return toCurrentUser(user, user.role === 'player' ? await this.players.findByUserId(user.id) : null);
  }

  /**
   * The avatar media sets after storing a photo: only a photo URL of the very owner the caller may
   * change (a player's on the player's account), so no message can point an avatar elsewhere.
   */
  async setProfileImage(actor: Actor, playerId: string | undefined, url: string | null) {
    const owner = photoOwnerFor(actor, playerId);
    if (!owner) throw ServiceError.forbidden();
    const named = url === null ? null : parseProfilePhotoUrl(url);
    if (url !== null && (named?.owner.kind !== owner.kind || named.owner.id !== owner.id))
      throw ServiceError.validation([
        { field: 'profileImageUrl', message: 'profileImageUrl is not a photo of this owner' },
      ]);
    return this.dataSource.transaction(async (manager) => {
      const userId = owner.kind === 'staff' ? owner.id : (await this.players.findById(owner.id, manager))?.userId;
      const user = userId ? await this.users.findByIdForUpdate(manager, userId) : null;
      if (!user) throw ServiceError.notFound('Player not found');
      const previousUrl = user.profileImageUrl;
      user.profileImageUrl = url;
      await this.users.save(manager, user);
      return { previousUrl };
    });
  }

  /** The accounts of the admin's club, each with the squads it plays in or coaches. */
  /**
   * An admin's club's accounts; a service acting as itself (reports finding the staff it mails) reads
   * every club's, and picks per player whom to address from its copy of the memberships.
   */
  async list(actor: Actor, query: RpcParsedRequest<'identity.user.list'>): Promise<AdminUserPage> {
    const scope = scopeOf(actor);
    if (scope.kind !== 'all' && scope.kind !== 'club')
      return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const { items, total } = await this.users.search({ ...query, clubId: scope.kind === 'club' ? scope.clubId : null });
    const squads = await this.squadRows.squadsOfUsers(items.map(({ user }) => user.id));
    return {
      items: items.map(({ user, player }) => ({ ...toAdminUser(user, player), squads: squads.get(user.id) ?? [] })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Changes a role and ends that user's sessions before answering, so the old rights are gone for the
   * very next request (the gateway's consumer of the event is the backstop should this process die
   * in between). A user who becomes a player gets a player record if they had none.
   */
  async setRole(userId: string, role: Role, changedBy?: Actor): Promise<AdminUser> {
    if (changedBy && changedBy.userId === userId)
      throw ServiceError.validation([{ field: 'role', message: 'You cannot change your own role' }]);
    const { user, player, previous } = await this.dataSource.transaction(async (manager) => {
      // An admin changes the accounts of their own club; another club's is not found.
      const found = changedBy
        ? changedBy.clubId
          ? await this.users.findInClubForUpdate(manager, userId, changedBy.clubId)
          : null
        : await this.users.findByIdForUpdate(manager, userId);
      if (!found) throw ServiceError.notFound('User not found');
      // A parent account belongs to no club, so it cannot take a club role (nor a club role become one).
      if (found.role === 'parent' || role === 'parent')
        throw ServiceError.validation([{ field: 'role', message: 'A parent account has no club role' }]);
      const previousRole = found.role;
      let playerRecord = await this.players.findByUserId(userId, manager);
      if (previousRole !== role) {
        found.role = role;
        await this.users.save(manager, found);
        if (role === 'player' && !playerRecord) {
          playerRecord = await this.players.createForUser(manager, found);
          await this.playerContacts.changed(manager, playerRecord.id);
        }
        if (previousRole === 'coach') await this.clubRows.removeCoachFromAllSquads(manager, userId);
        await this.outbox.append(manager, 'identity.user.role-changed', { userId, from: previousRole, to: role });
        await this.membershipPublisher.staffChanged(manager, userId);
        if (role === 'player' && playerRecord) await this.membershipPublisher.playerChanged(manager, playerRecord.id);
      }
      return { user: found, player: playerRecord, previous: previousRole };
    });
    if (previous !== role) {
      const endedSessions = await this.sessions.revokeAllForUser(userId);
      this.logger.info({ userId, from: previous, to: role, endedSessions }, 'role changed: sessions ended');
    }
    return toAdminUser(user, player);
  }

  async setRoleByEmail(email: string, role: Role): Promise<AdminUser> {
    const user = await this.users.findByEmail(email);
    if (!user) throw ServiceError.notFound(`No user with e-mail ${email}`);
    return this.setRole(user.id, role);
  }

  /** For ADMIN_EMAIL/ADMIN_PASSWORD: creates the first admin once; never changes an existing account. */
  async ensureAdmin(email: string, password: string): Promise<'created' | 'exists'> {
    const existing = await this.users.findByEmail(email);
    if (existing) return 'exists';
    try {
      await this.createUser({
        email,
        password,
        firstName: 'Portal',
        lastName: 'Admin',
        role: 'admin',
        placement: await this.clubs.placementForOperator(undefined, 'admin'),
      });
      return 'created';
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'CONFLICT') return 'exists';
      throw error;
    }
  }
}
