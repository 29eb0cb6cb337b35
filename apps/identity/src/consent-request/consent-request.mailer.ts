import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { ConsentRequestsService } from './consent-requests.service';

/** identity's own consumer of `identity.consent-request.created`: the guardians are mailed once the request committed. */
@Injectable()
export class ConsentRequestMailer {
  constructor(private readonly requests: ConsentRequestsService) {}

  @OnEvent('identity.consent-request.created')
  async send(event: DomainEvent<'identity.consent-request.created'>, manager: EntityManager): Promise<void> {
    await this.requests.mailGuardians(manager, event.payload.requestId);
  }
}
