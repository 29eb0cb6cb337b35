import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { LOGGER, type Logger, OnEvent, SessionStore } from '@portal/server-kit';

/** The gateway owns sessions: it ends them when identity says an account's standing changed. */
@Injectable()
export class SessionEventsConsumer {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A new role takes effect at the next sign-in: every session begun before the change ends. Identity
   * has already ended them before the change answered; this is the backstop should it have failed in
   * between. The event can arrive after the user signed in again with the new role, so it spares a
   * session begun since (ending it threw the user out of a session that already held the new role).
   */
  @OnEvent('identity.user.role-changed')
  async endSessionsOnRoleChange(event: DomainEvent<'identity.user.role-changed'>): Promise<void> {
    const { userId, from, to } = event.payload;
    const ended = await this.sessions.revokeCreatedBefore(userId, Date.parse(event.meta.occurredAt));
    this.logger.info({ userId, from, to, endedSessions: ended }, 'role changed: sessions ended');
  }

  /**
   * A password set through a reset link: every session begun before it ends. The reset route has
   * already ended them; this is the backstop should the gateway have failed in between, and it spares
   * a session begun since with the new password.
   */
  @OnEvent('identity.user.password-reset')
  async endSessionsOnPasswordReset(event: DomainEvent<'identity.user.password-reset'>): Promise<void> {
    const { userId } = event.payload;
    const ended = await this.sessions.revokeCreatedBefore(userId, Date.parse(event.meta.occurredAt));
    this.logger.info({ userId, endedSessions: ended }, 'password reset event: earlier sessions ended');
  }

  /** A player deleted (erasure): every session of their account ends (identity ended them too). */
  @OnEvent('identity.player.deleted')
  async endSessionsOnPlayerDeleted(event: DomainEvent<'identity.player.deleted'>): Promise<void> {
    const { userId } = event.payload;
    if (!userId) return;
    const ended = await this.sessions.revokeAllForUser(userId);
    this.logger.info({ endedSessions: ended }, 'player deleted: sessions ended');
  }
}
