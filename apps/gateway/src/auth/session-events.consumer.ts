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
   * A new role takes effect at the next sign-in. Identity has already ended the user's sessions before
   * the change answered; this is the backstop should it have failed in between. It ends every session
   * begun before the change, and any carrying another role than the new one (a sign-in that read the
   * old role while the change committed). The event can arrive after the user signed in again with the
   * new role: that session stays (ending it threw the user out of a session already holding the new
   * role).
   */
  @OnEvent('identity.user.role-changed')
  async endSessionsOnRoleChange(event: DomainEvent<'identity.user.role-changed'>): Promise<void> {
    const { userId, from, to } = event.payload;
    const changedAt = Date.parse(event.meta.occurredAt);
    const ended = await this.sessions.revokeWhere(
      userId,
      (session) => session.createdAt < changedAt || session.actor.role !== to,
    );
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
    const resetAt = Date.parse(event.meta.occurredAt);
    const ended = await this.sessions.revokeWhere(userId, (session) => session.createdAt < resetAt);
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
