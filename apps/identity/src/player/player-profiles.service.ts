import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Actor,
  BIRTH_DATE_ALREADY_ON_FILE_MESSAGE,
  type Consent,
  type DeclareBirthDateResponse,
  type MediaGrantAnswer,
  type ConsentHistoryEntry,
  type OwnProfile,
  type OwnProfileValues,
  type PlayerProfile,
  type PlayerProfileChanges,
  type RpcParsedRequest,
  calendarDayOf,
  consentCapacitySchema,
  ownProfileFromRecord,
  parentContactOf,
  recordChangesFromOwnProfile,
  roleSchema,
} from '@portal/contracts';
import { OutboxWriter, PlayerAccess, ServiceError } from '@portal/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { MembershipRepository } from '../club/membership.repository';
import { UsersService } from '../user/users.service';
import { mediaGrantAnswer } from './media-grant.rules';
import { parentEditRefusal } from './parent-edit.rules';
import { GuardianshipRepository } from '../guardian/guardianship.repository';
import { GuardianshipsService } from '../guardian/guardianships.service';
import { consentChangeDecision, consentDecider } from './consent.rules';
import { birthDateChangeRefusal, birthDateSourceOf } from './birth-date.rules';
import { ConsentRequestRepository } from '../consent-request/consent-request.repository';
import { closesConsentRequest } from '../consent-request/consent-request.rules';
import { PlayerContactPublisher } from './player-contact.publisher';
import { PlayerProfileRepository, type StoredPlayerRecord } from './player-profile.repository';
import {
  changedListFields,
  changedScalars,
  scalarPatch,
  statusChangeRefused,
  toPlayerProfile,
  unknownParentErrors,
  withParentContact,
} from './player-record.rules';

const today = () => calendarDayOf(new Date(), 'UTC');

/** The one player record and its two readings (spec §3 full record, spec §3 own profile). */
@Injectable()
export class PlayerProfilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: PlayerProfileRepository,
    private readonly outbox: OutboxWriter,
    private readonly access: PlayerAccess,
    private readonly users: UsersService,
    private readonly memberships: MembershipRepository,
    private readonly family: GuardianshipsService,
    private readonly guardianships: GuardianshipRepository,
    private readonly consentRequests: ConsentRequestRepository,
    private readonly contacts: PlayerContactPublisher,
  ) {}

  async get(actor: Actor, playerId: string): Promise<PlayerProfile> {
    await this.access.require(actor, playerId);
    return toPlayerProfile(await this.load(playerId), today());
  }

  /**
   * Several players' records at once (a report batch): those on file and in the actor's scope, in the
   * order asked, each as `get` gives it. An unknown id and one outside the scope are left out alike.
   */
  async many(actor: Actor, playerIds: readonly string[]): Promise<PlayerProfile[]> {
    const reachable = await this.access.reachable(actor, playerIds);
    const records = new Map((await this.records.findRecords([...reachable])).map((record) => [record.id, record]));
    const day = today();
    return playerIds.flatMap((playerId) => {
      const record = records.get(playerId);
      return record ? [toPlayerProfile(record, day)] : [];
    });
  }

  /**
   * Applies a validated patch and publishes `identity.player.updated` with it, in one transaction. A
   * parent changes only the child's contact fields (403 naming any other field, nothing stored). A
   * new parent list also ends the guardianships of entries removed or re-addressed (their parents'
   * sessions are rewritten before this answers) and invites entries given an e-mail.
   */
  async update(actor: Actor, playerId: string, changes: PlayerProfileChanges): Promise<PlayerProfile> {
    await this.access.require(actor, playerId);
    const refusal = parentEditRefusal(actor, changes);
    if (refusal) throw ServiceError.forbidden(refusal);
    const endedParents = await this.dataSource.transaction(async (manager) => {
      if (!(await this.records.lock(manager, playerId))) throw ServiceError.notFound('Player not found');
      const current = await this.load(playerId, manager);
      if (statusChangeRefused(actor, current.status, changes.status)) {
        throw ServiceError.forbidden('Only coaches and admins can change a player status');
      }
      const birthDateRefusal = birthDateChangeRefusal({
        actor,
        current: { dateOfBirth: current.dateOfBirth, source: current.dateOfBirthSource },
        next: changes.dateOfBirth,
      });
      if (birthDateRefusal) throw ServiceError.forbidden(birthDateRefusal);
      if (changes.parents) {
        const problems = unknownParentErrors(
          current.parents.map((parent) => parent.id),
          changes.parents,
        );
        if (problems.length > 0) throw ServiceError.validation(problems);
      }
      const scalars = changedScalars(current, scalarPatch(changes));
      const statusChanged = changes.status !== undefined && changes.status !== current.status;
      const lists = changedListFields(current, changes);
      const fields = [
        ...Object.keys(scalars).map((field) => (field === 'declaredAge' ? 'age' : field)),
        ...(statusChanged ? ['status'] : []),
        ...lists,
      ];
      if (fields.length === 0) return [];
      await this.records.updateColumns(manager, playerId, {
        ...scalars,
        ...(scalars.dateOfBirth !== undefined
          ? { dateOfBirthSource: birthDateSourceOf(actor.role, scalars.dateOfBirth) }
          : {}),
        ...(statusChanged ? { status: changes.status } : {}),
      });
      if (lists.includes('positions')) await this.records.replacePositions(manager, playerId, changes.positions!);
      if (lists.includes('goals')) await this.records.replaceGoals(manager, playerId, changes.goals!);
      const ended = lists.includes('parents')
        ? await this.family.applyEntries(manager, actor, playerId, current.parents, changes.parents!)
        : [];
      await this.publishUpdated(manager, actor, current, fields);
      return ended;
    });
    await this.family.refreshParents(endedParents);
    return toPlayerProfile(await this.load(playerId), today());
  }

  /**
   * Records a consent change with who, in which capacity and when, and publishes
   * `identity.consent.changed`. Under the club's consent age only a guardian may change it, at or
   * over it only the player; staff may only withdraw: consent.rules.ts.
   */
  async setConsent(
    actor: Actor,
    playerId: string,
    { consentType, granted }: RpcParsedRequest<'identity.player.set-consent'>['consent'],
  ): Promise<Consent> {
    await this.access.require(actor, playerId);
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.records.lock(manager, playerId))) throw ServiceError.notFound('Player not found');
      const subject = await this.records.consentSubject(manager, playerId);
      if (!subject) throw ServiceError.notFound('Player not found');
      const decision = consentChangeDecision({
        actor,
        playerId,
        granted,
        isGuardian: actor.role === 'parent' && (await this.guardianships.exists(actor.userId, playerId, manager)),
        ...subject,
        today: today(),
      });
      if (!decision.allowed) {
        throw decision.refusal === 'forbidden'
          ? ServiceError.forbidden(decision.message)
          : ServiceError.notFound(decision.message);
      }
      if (closesConsentRequest(decision.capacity))
        await this.consentRequests.close(manager, { playerId, consentType, closedBy: actor.userId, granted });
      const current = await this.records.currentConsent(manager, playerId, consentType);
      if (!current || current.granted !== granted) {
        const changedAt = await this.records.recordConsent(manager, {
          playerId,
          consentType,
          granted,
          changedBy: actor.userId,
          capacity: decision.capacity,
        });
        await this.outbox.append(manager, 'identity.consent.changed', {
          playerId,
          consentType,
          granted,
          changedBy: actor.userId,
          changedAt,
          changedByCapacity: decision.capacity,
        });
      }
      const stored = await this.load(playerId, manager);
      return stored.consents.find((consent) => consent.consentType === consentType)!;
    });
  }

  /**
   * Whether a player's media URL may be served at this moment: the player has granted every one of
   * its consents (read from the table the consent call writes) and, when it names the user it was
   * issued for, that user (read from identity's own tables, never a session or a copy) still reaches
   * the player; so a withdrawal or a squad change applies to the very next request.
   */
  async checkMediaGrant({
    playerId,
    consentTypes,
    unchangedSince,
    viewerUserId,
  }: RpcParsedRequest<'identity.consent.check'>): Promise<MediaGrantAnswer> {
    const [granted, viewer, membership] = await Promise.all([
      this.records.countGranted(playerId, consentTypes, unchangedSince),
      viewerUserId === undefined ? undefined : this.users.viewerNow(viewerUserId),
      viewerUserId === undefined ? undefined : this.memberships.player(this.dataSource.manager, playerId),
    ]);
    return mediaGrantAnswer(playerId, granted === new Set(consentTypes).size, viewer, membership);
  }

  async consentHistory(actor: Actor, playerId: string): Promise<ConsentHistoryEntry[]> {
    await this.access.require(actor, playerId);
    await this.load(playerId);
    const rows = await this.records.consentHistory(playerId);
    return rows.map((row) => {
      const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
      const role = roleSchema.safeParse(row.role);
      return {
        id: row.id,
        consentType: row.consentType as ConsentHistoryEntry['consentType'],
        granted: row.granted,
        changedBy: row.changedBy,
        changedByName: name || null,
        changedByRole: role.success ? role.data : null,
        changedByCapacity: consentCapacitySchema.safeParse(row.capacity).data ?? null,
        changedAt: new Date(row.changedAt).toISOString(),
      };
    });
  }

  async ownProfile(actor: Actor): Promise<OwnProfile> {
    const playerId = await this.ownPlayerId(actor);
    return ownProfileFromRecord(toPlayerProfile(await this.load(playerId), today()));
  }

  /**
   * Create-or-update of the own-profile reading: all six fields, an absent one cleared. The parent
   * fields, when given, edit the Parents & Guardians entry the form shows (or add it), as the record
   * form's parent list would (`withParentContact`), and `parentContactInfo` is composed from them.
   */
  async saveOwnProfile(actor: Actor, values: OwnProfileValues): Promise<OwnProfile> {
    const playerId = await this.ownPlayerId(actor);
    const { primaryPosition, ...columns } = recordChangesFromOwnProfile(values);
    const contact = parentContactOf(values);
    const endedParents = await this.dataSource.transaction(async (manager) => {
      await this.records.lock(manager, playerId);
      const current = await this.load(playerId, manager);
      const scalars = changedScalars(current, columns);
      const others = current.positions.filter((position) => position.type !== 'primary');
      const currentPrimary = current.positions.find((position) => position.type === 'primary');
      const positionChanged = (currentPrimary?.position ?? null) !== primaryPosition;
      const parents = contact ? withParentContact(current.parents, contact) : null;
      const parentsChanged = parents !== null && changedListFields(current, { parents }).includes('parents');
      const fields = [
        ...Object.keys(scalars).map((field) => (field === 'declaredAge' ? 'age' : field)),
        ...(positionChanged ? ['positions'] : []),
        ...(parentsChanged ? ['parents'] : []),
      ];
      if (fields.length === 0) return [];
      if (Object.keys(scalars).length > 0) await this.records.updateColumns(manager, playerId, scalars);
      if (positionChanged) {
        const withoutSameName = others.filter((position) => position.position !== primaryPosition);
        await this.records.replacePositions(manager, playerId, [
          ...(primaryPosition ? [{ position: primaryPosition, type: 'primary' }] : []),
          ...withoutSameName.map(({ position, type }) => ({ position, type })),
        ]);
      }
      const ended =
        parents && parentsChanged
          ? await this.family.applyEntries(manager, actor, playerId, current.parents, parents)
          : [];
      await this.publishUpdated(manager, actor, current, fields);
      return ended;
    });
    await this.family.refreshParents(endedParents);
    return ownProfileFromRecord(toPlayerProfile(await this.load(playerId), today()));
  }

  /**
   * The age question's answer (ARCHITECTURE §9): recorded as self-declared, once. A date already on
   * file is 409: only staff or a guardian correct it, so a child never makes themself older.
   */
  async declareBirthDate(actor: Actor, dateOfBirth: string): Promise<DeclareBirthDateResponse> {
    const playerId = await this.ownPlayerId(actor);
    return this.dataSource.transaction(async (manager) => {
      await this.records.lock(manager, playerId);
      const current = await this.load(playerId, manager);
      if (current.dateOfBirth !== null) throw ServiceError.conflict(BIRTH_DATE_ALREADY_ON_FILE_MESSAGE);
      await this.records.updateColumns(manager, playerId, { dateOfBirth, dateOfBirthSource: 'self' });
      await this.publishUpdated(manager, actor, current, ['dateOfBirth']);
      return {
        dateOfBirth,
        guardianDecides: consentDecider(dateOfBirth, current.consentAge, today()) === 'guardian',
      };
    });
  }

  private async publishUpdated(manager: EntityManager, actor: Actor, current: StoredPlayerRecord, fields: string[]) {
    await this.outbox.append(manager, 'identity.player.updated', {
      playerId: current.id,
      userId: current.userId,
      fields,
      changedBy: actor.userId,
    });
    if (fields.includes('fullName')) await this.contacts.changed(manager, current.id);
  }

  private async ownPlayerId(actor: Actor): Promise<string> {
    const playerId = actor.playerId ?? (await this.records.playerIdOfUser(actor.userId));
    if (!playerId) throw ServiceError.notFound('No player record for this account');
    return playerId;
  }

  private async load(playerId: string, manager?: EntityManager): Promise<StoredPlayerRecord> {
    const record = await this.records.findRecord(playerId, manager);
    if (!record) throw ServiceError.notFound('Player not found');
    return record;
  }
}
