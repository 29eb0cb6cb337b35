import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { ConsentRequestsService } from './consent-requests.service';

/**
 * identity's own consumer of `identity.consent-request.created` and `.reminded`: the guardians are
 * mailed once the request (or the reminder) committed.
 */
@Injectable()
export class ConsentRequestMailer {
  constructor(private readonly requests: ConsentRequestsService) {}

  @OnEvent(['identity.consent-request.created', 'identity.consent-request.reminded'])
  async send(
    event: DomainEvent<'identity.consent-request.created' | 'identity.consent-request.reminded'>,
    manager: EntityManager,
  ): Promise<void> {
    const reminder = 'reminder' in event.payload ? event.payload.reminder : 0;
    await this.requests.mailGuardians(manager, event.payload.requestId, reminder);
  }
}
