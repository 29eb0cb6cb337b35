import { Injectable } from '@nestjs/common';
import type { Actor, ClubSettings, Role } from '@portal/contracts';
import { ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { type ClubRow, ClubRepository, type SquadPlacement } from './club.repository';
import { managedClubId } from '../squad/squad.rules';
import { inviteCodeHash } from './invite-code';

export interface NewClub {
  name: string;
  slug: string;
  consentAge: number;
}

export const SEVERAL_CLUBS_MESSAGE = 'Ask your club for its invite link to sign up';
export const INVALID_INVITE_MESSAGE = 'This invite link is not valid any more. Ask your club for a new one';
const UNIQUE_VIOLATION = '23505';

/** Clubs, and where a newcomer lands: by invite code, or in the only club's sign-up squad. */
@Injectable()
export class ClubsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clubs: ClubRepository,
  ) {}

  async createClub(club: NewClub): Promise<ClubRow> {
    try {
      return await this.dataSource.transaction((manager) => this.clubs.insert(manager, club));
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw ServiceError.validation([{ field: 'slug', message: `A club with the slug ${club.slug} exists already` }]);
      throw error;
    }
  }

  /** The admin's own club and its settings. */
  async settings(actor: Actor): Promise<ClubSettings> {
    const club = await this.clubs.findById(this.clubOf(actor));
    if (!club) throw ServiceError.notFound('Club not found');
    return club;
  }

  /**
   * The admin's club's consent age (13 to 16, checked by the contract and the table): who decides a
   * player's consents follows from the next request on, as every decision reads it then.
   */
  async setConsentAge(actor: Actor, consentAge: number): Promise<ClubSettings> {
    const club = await this.clubs.setConsentAge(this.clubOf(actor), consentAge);
    if (!club) throw ServiceError.notFound('Club not found');
    return club;
  }

  private clubOf(actor: Actor): string {
    const clubId = managedClubId(actor);
    if (!clubId) throw ServiceError.forbidden();
    return clubId;
  }

  /** A player signing up: the squad of the invite code, else the only club's sign-up squad. */
  async placementForSignup(inviteCode: string | undefined): Promise<SquadPlacement> {
    if (inviteCode) {
      const placement = await this.clubs.placementByInviteHash(inviteCodeHash(inviteCode));
      if (!placement) throw ServiceError.validation([{ field: 'inviteCode', message: INVALID_INVITE_MESSAGE }]);
      return placement;
    }
    const club = await this.clubs.onlyClub();
    if (!club) throw ServiceError.validation([{ field: 'inviteCode', message: SEVERAL_CLUBS_MESSAGE }]);
    return { clubId: club.id, squadId: await this.clubs.signupSquadId(club.id) };
  }

  /**
   * An account the operator creates (CLI, ADMIN_EMAIL): in the named club, or the only one. Players
   * and coaches join the club's sign-up squad, so a single-club installation keeps working as before
   * (a coach sees the players who sign up); an admin reaches the whole club anyway.
   */
  async placementForOperator(clubSlug: string | undefined, role: Role): Promise<SquadPlacement> {
    const club = clubSlug ? await this.clubs.findBySlug(clubSlug) : await this.clubs.onlyClub();
    if (!club) {
      throw ServiceError.notFound(
        clubSlug ? `No club with the slug ${clubSlug}` : 'The installation has several clubs: name one with --club',
      );
    }
    return { clubId: club.id, squadId: role === 'admin' ? null : await this.clubs.signupSquadId(club.id) };
  }
}
