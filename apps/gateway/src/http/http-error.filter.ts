import { type ArgumentsHost, Catch, type ExceptionFilter, NotFoundException } from '@nestjs/common';
import { type Logger, ServiceError } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsException } from '../security/rate-limiter';
import { toHttpError } from './http-error';
import type { SpaFallback } from './spa-fallback';

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spa: SpaFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<FastifyRequest>();
    const reply = context.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.spa.handles(request)) {
      this.spa.send(reply, request);
      return;
    }
    const { status, body, unexpected } = toHttpError(exception);
    if (unexpected) {
      this.logger.error(
        { err: exception, requestId: request.id, method: request.method, url: request.url },
        'request failed',
      );
    }
    if (reply.sent) return;
    if (exception instanceof TooManyRequestsException) reply.header('retry-after', String(exception.retryAfterSeconds));
    // A limit a service enforces (identity's credential checks) carries its wait through the RPC.
    if (exception instanceof ServiceError && exception.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(exception.retryAfterSeconds));
    reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
