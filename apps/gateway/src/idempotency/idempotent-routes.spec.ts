import { HTTP_CODE_METADATA, INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type Type } from '@nestjs/common';
import { createLogger } from '@portal/server-kit';
import { controllersOf, routesOfControllers } from '../access/route-inventory';
import { GatewayModule } from '../gateway.module';
import { gatewayEnvSchema } from '../gateway-config';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Issue 38, item 7: every POST that creates something (answers 201) honours `Idempotency-Key`, so a
 * retry after a timeout never stores it twice. A new creating POST without `@IdempotentCreate()`
 * fails here; the few that must not replay an answer are named with the reason.
 */
const NOT_REPLAYED: Record<string, string> = {
  'POST /api/auth/signup': 'answers with a new session cookie, which a replay cannot give; a repeat is 409',
  'POST /api/auth/staff-invitations/accept': 'a one-time link that signs in: a repeat is refused, never replayed',
  'POST /api/guardian-invitations/accept': 'a one-time link that signs in: a repeat is refused, never replayed',
  'POST /api/squads/{id}/invite-link':
    'each call makes a new code and retires the last, so a repeat answers the one that works; a replay would keep the code, of which only the hash is stored',
};

describe('creating POSTs and Idempotency-Key', () => {
  const controllers = controllersOf(GatewayModule.forRoot(gatewayEnvSchema.parse({}), createLogger('test', 'silent')));

  function creatingPosts() {
    return controllers.flatMap((controller: Type) =>
      routesOfControllers([controller]).flatMap((route) => {
        const handler = (controller.prototype as Record<string, object>)[route.handler]!;
        if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.POST) return [];
        if (Reflect.getMetadata(HTTP_CODE_METADATA, handler) !== 201) return [];
        const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        return [{ signature: `POST ${path}`, honoured: interceptors.includes(IdempotencyInterceptor) }];
      }),
    );
  }

  it('finds the creating POSTs', () => {
    expect(creatingPosts().map((route) => route.signature)).toEqual(
      expect.arrayContaining(['POST /api/training-logs', 'POST /api/roadmaps', 'POST /api/videos']),
    );
  });

  it('binds the Idempotency-Key interceptor to every one, except those named with their reason', () => {
    const missing = creatingPosts()
      .filter((route) => !route.honoured && !(route.signature in NOT_REPLAYED))
      .map((route) => route.signature);
    expect(missing).toEqual([]);
    const replayedAnyway = creatingPosts()
      .filter((route) => route.honoured && route.signature in NOT_REPLAYED)
      .map((route) => route.signature);
    expect(replayedAnyway).toEqual([]);
  });
});
