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
