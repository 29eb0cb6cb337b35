import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PASSWORD_RESET_INVALID_LINK_MESSAGE, PASSWORD_RESET_TTL_MINUTES } from '@portal/contracts';
import { LOGGER, type Logger, MailQueue, OutboxWriter, ServiceError } from '@portal/server-kit';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../credentials/password-hasher';
import { passwordProblems } from '../credentials/password.rules';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { UserRepository } from '../user/user.repository';
import { passwordResetMail } from './password-reset-mail';
import { PasswordResetRepository } from './password-reset.repository';
import { newOneTimeToken, oneTimeTokenHash } from '../credentials/one-time-token';

const invalidLink = () => ServiceError.validation([{ field: 'token', message: PASSWORD_RESET_INVALID_LINK_MESSAGE }]);

/** Forgotten passwords: a one-time link by e-mail, then a new password that ends every session. */
@Injectable()
export class PasswordResetsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly resets: PasswordResetRepository,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailQueue,
    private readonly outbox: OutboxWriter,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Answers at once, the same in every case, and only then looks the e-mail up: neither the answer
   * nor its timing tells whether an account exists. A link is sent when the account has not had too
   * many this hour; a failure is logged (the visitor can ask again).
   */
  async request(email: string): Promise<{ accepted: true }> {
    this.sendLink(email).catch((error: unknown) => this.logger.error({ err: error }, 'password reset link not sent'));
    return { accepted: true };
  }

  private async sendLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    if ((await this.resets.countSince(user.id, 60 * 60)) >= this.config.PASSWORD_RESET_MAILS_PER_HOUR) {
      this.logger.warn({ userId: user.id }, 'password reset: hourly mail limit reached, no mail sent');
      return;
    }
    const token = newOneTimeToken();
    const requestId = await this.resets.insert(user.id, oneTimeTokenHash(token), PASSWORD_RESET_TTL_MINUTES);
    await this.mail.send(
      passwordResetMail({
        requestId,
        email: user.email,
        firstName: user.firstName,
        publicUrl: this.config.PUBLIC_URL,
        token,
      }),
    );
    this.logger.info({ userId: user.id, requestId }, 'password reset link sent');
    await this.resets.deleteSpent();
  }

  /** Sets the new password once per link; the gateway ends every session of the user. */
  async reset(token: string, newPassword: string): Promise<{ userId: string }> {
    const tokenHash = oneTimeTokenHash(token);
    // Checked before hashing the new password, so a dead link costs one index probe, not an argon2 run.
    if (!(await this.resets.findUsable(tokenHash))) throw invalidLink();
    const problems = passwordProblems(newPassword);
    if (problems.length > 0)
      throw ServiceError.validation(problems.map((problem) => ({ ...problem, field: 'newPassword' })));
    const passwordHash = await this.hasher.hash(newPassword);
    const userId = await this.dataSource.transaction(async (manager) => {
      // Again under a lock: of two uses of one link at once, exactly one gets here.
      const usable = await this.resets.findUsable(tokenHash, manager);
      if (!usable) throw invalidLink();
      await this.resets.useAllOfUser(manager, usable.userId);
      await this.users.updatePasswordHash(manager, usable.userId, passwordHash);
      await this.outbox.append(manager, 'identity.user.password-reset', { userId: usable.userId });
      return usable.userId;
    });
    this.logger.info({ userId }, 'password reset through a link');
    return { userId };
  }
}
