import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@portal/contracts';
import { OnEvent } from '@portal/server-kit';
import type { EntityManager } from 'typeorm';
import { MediaConsentRepository } from './media-consent.repository';
import { applyMediaConsentChange } from './media-consent.rules';

/**
 * media's copy of each player's `media` consent, from identity's events: which videos lists hide and
 * what the deletion job deletes. URLs do not wait for it: the gateway asks identity when it serves
 * one. Writes go through `manager`, so a redelivered event is applied once.
 */
@Injectable()
export class MediaConsentProjection {
  constructor(private readonly consents: MediaConsentRepository) {}

  @OnEvent('identity.consent.changed')
  async apply(event: DomainEvent<'identity.consent.changed'>, manager: EntityManager): Promise<void> {
    if (event.payload.consentType !== 'media') return;
    const { playerId, granted } = event.payload;
    const next = applyMediaConsentChange(await this.consents.lock(manager, playerId), {
      granted,
      // The time identity recorded, so the deletion date here is the one the consent screen shows.
      at: new Date(event.payload.changedAt ?? event.meta.occurredAt),
    });
    if (next) await this.consents.save(manager, playerId, next);
  }
}
