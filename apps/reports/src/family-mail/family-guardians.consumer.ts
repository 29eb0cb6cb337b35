import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { FamilyMailRepository } from './family-mail.repository';

/**
 * This service's copy of which parent account holds which guardian entry of a child, from identity's
 * events (replayed from the stream's start by a new consumer), applied in the event's transaction.
 */
@Injectable()
export class FamilyGuardiansConsumer {
  constructor(private readonly family: FamilyMailRepository) {}

  @OnEvent(['identity.guardianship.started', 'identity.guardianship.ended'])
  async apply(
    event: DomainEvent<'identity.guardianship.started' | 'identity.guardianship.ended'>,
    manager: EntityManager,
  ): Promise<void> {
    if (event.meta.name === 'identity.guardianship.started')
      await this.family.startGuardianship(manager, event.payload);
    else await this.family.endGuardianship(manager, event.payload);
  }
}
