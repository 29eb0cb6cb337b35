import { Injectable } from '@nestjs/common';
import type { DomainEvent, EventMap } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { AssignmentStatusRepository } from './assignment-status.repository';

type AssignmentEvent =
  | 'roadmap.assignment.created'
  | 'roadmap.assignment.status-changed'
  | 'roadmap.assignment.updated'
  | 'roadmap.assignment.deleted';

/**
 * tracking's projection of assignment statuses for the progress dashboard (completion rate, overdue
 * work), fed by roadmap's events: tracking never reads roadmap's tables. The event id is recorded in
 * the same transaction as the write (through `manager`), so a redelivered event is applied once.
 */
@Injectable()
export class AssignmentStatusProjection {
  constructor(private readonly statuses: AssignmentStatusRepository) {}

  @OnEvent([
    'roadmap.assignment.created',
    'roadmap.assignment.status-changed',
    'roadmap.assignment.updated',
    'roadmap.assignment.deleted',
  ])
  async apply(event: DomainEvent<AssignmentEvent>, manager: EntityManager): Promise<void> {
    const occurredAt = event.meta.occurredAt;
    switch (event.meta.name) {
      case 'roadmap.assignment.created': {
        const payload = event.payload as EventMap['roadmap.assignment.created'];
        await this.statuses.upsert(manager, payload, payload.status, occurredAt);
        return;
      }
      case 'roadmap.assignment.status-changed': {
        const payload = event.payload as EventMap['roadmap.assignment.status-changed'];
        await this.statuses.upsert(manager, payload, payload.to, occurredAt);
        return;
      }
      case 'roadmap.assignment.updated': {
        const payload = event.payload as EventMap['roadmap.assignment.updated'];
        await this.statuses.upsert(manager, payload, null, occurredAt);
        return;
      }
      case 'roadmap.assignment.deleted': {
        await this.statuses.markDeleted(manager, event.payload as EventMap['roadmap.assignment.deleted'], occurredAt);
        return;
      }
    }
  }
}
