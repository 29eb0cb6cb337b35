import { Injectable } from '@nestjs/common';
import { playerContactOf } from '@portal/contracts';
import { OutboxWriter } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { MembershipRepository } from '../club/membership.repository';
import { PlayerRepository } from './player.repository';

/**
 * Publishes the name and address a player is reached by (`identity.player.contact-changed`), inside
 * the transaction of the change that made or renamed the player: roadmap addresses a booking's invite
 * from its copy, so a booking asks identity nothing (issue 27). Versions come from the memberships'
 * sequence, so a copy applies only what is newer than what it holds.
 */
@Injectable()
export class PlayerContactPublisher {
  constructor(
    private readonly players: PlayerRepository,
    private readonly memberships: MembershipRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  async changed(manager: EntityManager, playerId: string): Promise<void> {
    const source = await this.players.contactSourceOf(manager, playerId);
    if (!source) return;
    await this.outbox.append(manager, 'identity.player.contact-changed', {
      playerId,
      ...playerContactOf(source),
      version: await this.memberships.nextVersion(manager),
    });
  }
}
