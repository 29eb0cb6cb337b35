import { SetMetadata } from '@nestjs/common';

export const IDEMPOTENT_ROUTE = 'portal:idempotent-route';

/**
 * A POST that creates something honours the `Idempotency-Key` header: a repeat with the same key and
 * body gets the first answer, with another body 422, while the first is in flight 409 (the IETF
 * httpapi Idempotency-Key draft). The key also reaches the service, which commits the change once.
 */
export const IdempotentCreate = () => SetMetadata(IDEMPOTENT_ROUTE, true);
