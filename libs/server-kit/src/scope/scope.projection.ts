import { Injectable, type Type } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import type { EntityManager } from 'typeorm';
import { OnEvent } from '../events/on-event';
import { ScopeRowsRepository } from './scope-rows.repository';

let projection: Type | undefined;

/**
 * The consumer that keeps the service's copy of memberships from identity's snapshots. Each snapshot
 * carries a version, so a redelivered or late event never undoes a newer one (identity's own copy is
 * written in the change's transaction, so there these events change nothing).
 *
 * The class is defined on first use, by `ScopeModule.forSchema`: `@OnEvent` declares a handler when
 * its class is defined, and a process without a database (the gateway) loads server-kit too and must
 * not declare consumers it cannot bind.
 */
export function scopeProjection(): Type {
  if (projection) return projection;

  @Injectable()
  class ScopeProjection {
    constructor(private readonly rows: ScopeRowsRepository) {}

    @OnEvent('identity.player.membership-changed', { consumer: 'scope-players' })
    async applyPlayer(event: DomainEvent<'identity.player.membership-changed'>, manager: EntityManager): Promise<void> {
      await this.rows.applyPlayer(manager, event.payload);
    }

    @OnEvent('identity.staff.membership-changed', { consumer: 'scope-staff' })
    async applyStaff(event: DomainEvent<'identity.staff.membership-changed'>, manager: EntityManager): Promise<void> {
      await this.rows.applyStaff(manager, event.payload);
    }

    /** Erasure: the scope copy, outbox rows and idempotency keys naming the player, in every service. */
    @OnEvent('identity.player.deleted', { consumer: 'scope-erasure' })
    async erasePlayer(event: DomainEvent<'identity.player.deleted'>, manager: EntityManager): Promise<void> {
      await this.rows.erasePlayer(manager, event.payload);
    }
  }

  projection = ScopeProjection;
  return projection;
}
