import {
  BadRequestException,
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UnprocessableEntityException,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Actor } from '@portal/contracts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  LOGGER,
  type Logger,
  parseIdempotencyKey,
  requestFingerprint,
} from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, catchError, from, mergeMap, of } from 'rxjs';
import { IdempotentAnswers, type IdempotencySlot } from './idempotent-answers';

/** What `@Caller()` forwards to the service with the RPC. */
export type RequestWithIdempotencyKey = FastifyRequest & { user?: Actor | null; idempotencyKey?: string };

export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Applies the Idempotency-Key rules on the routes marked `@IdempotentCreate()` (see IdempotentAnswers). */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly answers: IdempotentAnswers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<RequestWithIdempotencyKey>();
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return next.handle();
    const parsed = parseIdempotencyKey(header);
    if (!parsed.ok) throw new BadRequestException(parsed.message);
    if (!request.user) throw new Error('IdempotentCreate used on a route that does not require sign-in');

    const slot: IdempotencySlot = { userId: request.user.userId, key: parsed.key };
    const fingerprint = requestFingerprint(`${request.method} ${request.url}`, request.body ?? null);
    const reservation = await this.answers.reserve(slot, fingerprint);
    switch (reservation.kind) {
      case 'replay': {
        const reply = context.switchToHttp().getResponse<FastifyReply>();
        reply.status(reservation.answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return of(reservation.answer.body);
      }
      case 'key-reused':
        throw new UnprocessableEntityException(IDEMPOTENCY_MESSAGES.keyReused);
      case 'in-flight':
        throw new ConflictException(IDEMPOTENCY_MESSAGES.inFlight);
      case 'proceed':
        break;
    }

    request.idempotencyKey = parsed.key;
    const status = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ?? 201;
    return next.handle().pipe(
      mergeMap((body: unknown) =>
        from(
          this.answers.remember(slot, fingerprint, { status, body: body ?? null }).then(
            () => body,
            (error: unknown) => {
              this.logger.error({ err: error }, 'could not record the answer of an idempotent request');
              return body;
            },
          ),
        ),
      ),
      catchError((error: unknown) =>
        from(
          this.answers.release(slot, reservation.token).then(
            () => Promise.reject(error),
            () => Promise.reject(error),
          ),
        ),
      ),
    );
  }
}
