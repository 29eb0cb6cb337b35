import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, type Logger } from '@portal/server-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity-config';
import { PlayerDeletionsService } from './player-deletions.service';

/**
 * Runs the deletions whose grace period has passed, every `DELETION_SWEEP_SECONDS` in the identity
 * process. The schedule is the request's row (`scheduled_for`), not a timer or a queued job: a
 * restart, a long outage or a cancellation in between can neither lose nor wrongly run one (a
 * cancelled request has no row left), and replicas sweeping at once skip each other's locked rows.
 * identity has no worker and no BullMQ consumer of its own; a delayed job would need one, and its
 * cancellation would have to reach Redis after the database's commit.
 */
@Injectable()
export class DeletionSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly deletions: PlayerDeletionsService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.DELETION_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One sweep at a time per process; a failure is logged and the next tick tries again. */
  tick(): void {
    if (this.running) return;
    this.running = this.deletions
      .executeDue()
      .then((count) => {
        if (count > 0) this.logger.info({ count }, 'deletion sweep: players erased');
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'deletion sweep failed'))
      .finally(() => {
        this.running = undefined;
      });
  }
}
