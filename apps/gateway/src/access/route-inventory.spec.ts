import { Controller, Get, Module, Post } from '@nestjs/common';
import { createLogger } from '@portal/server-kit';
import { GatewayModule } from '../gateway.module';
import { gatewayEnvSchema } from '../gateway-config';
import { Public, RolesAllowed } from './access-rule';
import { assertEveryRouteHasAccessRule, listRoutes } from './route-inventory';

describe('route access inventory', () => {
  const gateway = GatewayModule.forRoot(gatewayEnvSchema.parse({}), createLogger('test', 'silent'));
  const routes = listRoutes(gateway);

  it('finds the gateway routes', () => {
    const signatures = routes.map((route) => `${route.method} ${route.path}`);
    expect(signatures).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/admin/health',
        'POST /api/auth/password-reset/request',
        'POST /api/auth/password-reset',
        'POST /api/auth/login',
        'GET /api/auth/user',
        'PATCH /api/admin/users/:id',
      ]),
    );
  });

  it('has a declared access rule on every registered route', () => {
    const undeclared = routes.filter((route) => !route.rule).map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
    expect(() => assertEveryRouteHasAccessRule(routes)).not.toThrow();
  });

  it('keeps the admin area to admins (the coach dashboard player list also to coaches) and player routes to players', () => {
    for (const route of routes.filter((r) => r.path.startsWith('/api/admin/') && r.path !== '/api/admin/players')) {
      expect(route.rule).toEqual({ kind: 'roles', roles: ['admin'] });
    }
    expect(routes.find((route) => route.path === '/api/admin/players')?.rule).toEqual({
      kind: 'roles',
      roles: ['coach', 'admin'],
    });
    expect(routes.find((route) => route.path === '/api/players/me')?.rule).toEqual({
      kind: 'roles',
      roles: ['player'],
    });
  });

  it("admits a parent to exactly the child's reads and the guardian's writes (ARCHITECTURE §9)", () => {
    const forParents = routes
      .filter((route) => route.rule?.kind === 'roles' && route.rule.roles.includes('parent'))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(forParents).toEqual(
      [
        // The child's data, read-only, the child named in the path or `?playerId=`.
        'GET /api/players/:id',
        'GET /api/players/:id/consent-history',
        'GET /api/players/:id/deletion',
        'GET /api/progress-dashboard',
        'GET /api/progress-trends',
        'GET /api/roadmaps',
        'GET /api/roadmaps/:playerId/current',
        'GET /api/roadmaps/by-id/:roadmapId',
        'GET /api/assignments',
        'GET /api/assignments/:id',
        'GET /api/assignments/:id/history',
        'GET /api/training-logs',
        'GET /api/training-sessions',
        'GET /api/wellness-logs',
        'GET /api/export/training-sessions/:playerId',
        'GET /api/export/wellness-logs/:playerId',
        // A copy of all the child's data (issue 25): asked for, its status, the ZIP.
        'POST /api/players/:id/export',
        'GET /api/exports/:exportId',
        'GET /api/exports/:exportId/download',
        'GET /api/videos',
        'GET /api/videos/:id',
        'GET /api/reports',
        'GET /api/reports/comments',
        'GET /api/calls/mine',
        // The guardian's writes: the child's contact fields, a video for the child, a call booking.
        'PATCH /api/players/:id',
        'POST /api/players/:id/consents', // a minor's consents (identity's consent-age rule)
        'POST /api/objects/upload',
        'PUT /api/videos/upload-complete',
        'POST /api/videos',
        'POST /api/calls',
        // Erasure of the child's data (identity's deletion rule: a guardian asks and may cancel).
        'POST /api/players/:id/deletion',
        'DELETE /api/players/:id/deletion',
        // The parent's own family and mail choice.
        'GET /api/family/children',
        'GET /api/family/mail-preferences',
        'PUT /api/family/mail-preferences',
        'POST /api/family/children/:playerId/visit',
        'GET /api/family/consent-requests', // the children's open consent requests
      ].sort(),
    );
    // Staff never act as a guardian: the writes for a child admit the player and the parent only.
    for (const key of [
      'POST /api/objects/upload',
      'PUT /api/videos/upload-complete',
      'POST /api/videos',
      'POST /api/calls',
    ])
      expect(routes.find((route) => `${route.method} ${route.path}` === key)?.rule).toMatchObject({
        roles: ['player', 'parent'],
        playerData: { staffSource: 'query', key: 'playerId' },
      });
  });

  it('detects a route that forgot its rule', () => {
    @Controller('careless')
    class CarelessController {
      @Get() @Public() fine() {}
      @Post() forgotten() {}
    }
    @Controller('guarded')
    @RolesAllowed('coach')
    class ClassLevelController {
      @Get() inherited() {}
    }
    @Module({ controllers: [CarelessController, ClassLevelController] })
    class CarelessModule {}
    const found = listRoutes(CarelessModule);
    expect(() => assertEveryRouteHasAccessRule(found)).toThrow('Routes without an access rule: POST /api/careless');
    expect(found.find((route) => route.handler === 'inherited')?.rule).toEqual({ kind: 'roles', roles: ['coach'] });
  });
});
