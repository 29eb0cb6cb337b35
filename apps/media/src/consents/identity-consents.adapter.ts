import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { namespacedSubject } from '@portal/contracts';
import {
  CONFIG,
  LOGGER,
  type Logger,
  NATS_CONNECTION,
  type ServiceConfig,
  currentRequestId,
  decodeJson,
  encodeJson,
} from '@portal/server-kit';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { type ConsentType, ConsentsPort } from './consents.port';

/** The subject identity is expected to answer: `{playerId, consentType}` → `{granted}`. */
export const CONSENT_GET_SUBJECT = 'identity.consent.get';
const replySchema = z.object({ ok: z.literal(true), data: z.object({ granted: z.boolean() }) });

/**
 * Asks identity over NATS at the moment of the decision (no local projection: a revoked consent
 * takes effect on the next upload, and there is no stale copy to reconcile). The subject is not in
 * the contracts yet (identity's consents land on another branch), so the request is sent raw with the
 * RPC envelope; a missing responder, a timeout, an error reply or any unexpected answer is "not granted".
 */
@Injectable()
export class IdentityConsentsAdapter extends ConsentsPort {
  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  async isGranted(playerId: string, consentType: ConsentType): Promise<boolean> {
    try {
      const message = await this.connection.request(
        namespacedSubject(this.config.PORTAL_NAMESPACE, CONSENT_GET_SUBJECT),
        encodeJson({ data: { playerId, consentType }, requestId: currentRequestId() ?? randomUUID() }),
        { timeout: Math.min(this.config.RPC_TIMEOUT_MS, 3000) },
      );
      const reply = replySchema.safeParse(decodeJson(message.data));
      return reply.success && reply.data.data.granted;
    } catch (error) {
      this.logger.debug({ err: error, playerId, consentType }, 'consent lookup failed; treated as not granted');
      return false;
    }
  }
}
