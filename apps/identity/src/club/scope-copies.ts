import { Inject, Injectable } from '@nestjs/common';
import { SCOPE_COPY_SUBJECTS } from '@portal/contracts';
import { LOGGER, type Logger, RpcClient, SCOPE_AWAIT_TIMEOUT_MS } from '@portal/server-kit';
import type { PublishedPlayer, PublishedStaff } from './membership-publisher';

/**
 * After a membership change commits and before it answers: waits until every other service's copy
 * holds it (`<service>.scope.await-copy`), so a player taken out of a squad is out of that squad's
 * coaches' reach in every service on their very next request, and one put in is in it. A service
 * that is down serves nobody, and one that does not catch up in time is logged: its copy still
 * follows from the event.
 */
@Injectable()
export class ScopeCopies {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async awaitApplied(players: readonly PublishedPlayer[], staff: readonly PublishedStaff[]): Promise<void> {
    if (players.length === 0 && staff.length === 0) return;
    const request = { players: [...players], staff: [...staff] };
    await Promise.all(
      SCOPE_COPY_SUBJECTS.map(async (subject) => {
        try {
          const { applied } = await this.rpc.call(
            subject,
            request,
            { asService: true },
            { timeoutMs: SCOPE_AWAIT_TIMEOUT_MS + 1000 },
          );
          if (!applied) this.logger.warn({ subject }, 'a service has not applied a membership change in time');
        } catch (error) {
          this.logger.warn({ err: error, subject }, 'could not confirm a service applied a membership change');
        }
      }),
    );
  }
}
