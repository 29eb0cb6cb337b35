import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER, type Logger } from '@portal/server-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { UsersService } from '../user/users.service';

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when that account does not exist yet. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return;
    const outcome = await this.users.ensureAdmin(email, password);
    this.logger.info(
      { email, outcome },
      outcome === 'created' ? 'first admin created' : 'admin account already exists',
    );
  }
}
