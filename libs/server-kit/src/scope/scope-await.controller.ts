import { Controller } from '@nestjs/common';
import type { ServiceName } from '@portal/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceError } from '../errors';
import { type AuthenticatedRpcCall, RpcHandler } from '../nats';
import { ScopeRowsRepository } from './scope-rows.repository';

type ScopeAwaitSubject =
  'roadmap.scope.await-copy' | 'tracking.scope.await-copy' | 'media.scope.await-copy' | 'reports.scope.await-copy';

/** How long a service waits for its copy to catch up before it says it has not (identity then logs it). */
export const SCOPE_AWAIT_TIMEOUT_MS = 4000;
const POLL_MS = 20;

/**
 * Builds `<service>.scope.await-copy`: answers once the service's copy of the memberships holds the
 * versions identity names (its consumer of identity's events applied them), or `applied: false`
 * after SCOPE_AWAIT_TIMEOUT_MS. Identity calls it after a squad change and before it answers.
 */
export function createScopeAwaitController(
  service: Exclude<ServiceName, 'identity'>,
): new (rows: ScopeRowsRepository) => unknown {
  const subject = `${service}.scope.await-copy` as ScopeAwaitSubject;

  @Controller()
  class ScopeAwaitController {
    constructor(private readonly rows: ScopeRowsRepository) {}

    @RpcHandler(subject)
    async awaitCopy(call: AuthenticatedRpcCall<ScopeAwaitSubject>): Promise<{ applied: boolean }> {
      if (call.actor.service !== 'identity') throw ServiceError.forbidden();
      const { players, staff } = call.data;
      const deadline = Date.now() + SCOPE_AWAIT_TIMEOUT_MS;
      for (;;) {
        if (await this.rows.holds(players, staff)) return { applied: true };
        if (Date.now() >= deadline) return { applied: false };
        await sleep(POLL_MS);
      }
    }
  }
  return ScopeAwaitController;
}
