import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { GuardianInvitationsService } from './guardian-invitations.service';

/**
 * identity's own consumer of `identity.guardian-invitation.created`: the link is made and mailed
 * only after the change that asked for it committed, and again on redelivery if this failed.
 */
@Injectable()
export class GuardianInvitationMailer {
  constructor(private readonly invitations: GuardianInvitationsService) {}

  @OnEvent('identity.guardian-invitation.created')
  async send(event: DomainEvent<'identity.guardian-invitation.created'>, manager: EntityManager): Promise<void> {
    await this.invitations.send(manager, event.payload.invitationId);
  }
}
