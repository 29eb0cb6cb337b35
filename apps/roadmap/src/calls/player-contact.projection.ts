import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { PlayerContactRepository } from './player-contact.repository';

/** Keeps roadmap's copy of the players' contacts from identity's snapshots (versioned: redelivery is safe). */
@Injectable()
export class PlayerContactProjection {
  constructor(private readonly contacts: PlayerContactRepository) {}

  @OnEvent('identity.player.contact-changed', { consumer: 'roadmap-player-contacts' })
  async apply(event: DomainEvent<'identity.player.contact-changed'>, manager: EntityManager): Promise<void> {
    await this.contacts.apply(manager, event.payload);
  }
}
