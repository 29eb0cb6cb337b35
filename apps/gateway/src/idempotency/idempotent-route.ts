import { UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * A POST that creates something honours the `Idempotency-Key` header: a repeat with the same key and
 * body gets the first answer, with another body 422, while the first is in flight 409 (the IETF
 * httpapi Idempotency-Key draft). The key also reaches the service, which commits the change once.
 * The interceptor is bound to these routes only: an interceptor on every route put Nest's interceptor
 * chain (rxjs and async-context binding) on every request, 3–4 % of the gateway's time on reads.
 */
export const IdempotentCreate = () => UseInterceptors(IdempotencyInterceptor);
