import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';

/**
 * Nest's default RPC filter replaces every non-RpcException with a generic object, which would lose
 * a ServiceError's code. This filter hands the original error back to NatsRpcTransport, which alone
 * decides what is safe to reply.
 */
@Catch()
export class PassThroughRpcFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
