import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import { UsersService } from '../user/users.service';

/**
 * The backstop of a guardianship change: the call that made it rewrote the parent's sessions before
 * answering, and should it have failed in between (Redis away after the commit), this does it again,
 * with backoff until it works. The actor is read afresh from the table each time, so a late or
 * repeated event can never put back a child that is gone, nor take away one held again since.
 */
@Injectable()
export class GuardianshipSessionsConsumer {
  constructor(private readonly users: UsersService) {}

  @OnEvent(['identity.guardianship.started', 'identity.guardianship.ended'])
  async refresh(event: DomainEvent<'identity.guardianship.started' | 'identity.guardianship.ended'>): Promise<void> {
    await this.users.refreshSessions(event.payload.parentUserId);
  }
}
