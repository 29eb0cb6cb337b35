import { type DynamicModule, Module } from '@nestjs/common';
import { PlayerAccess } from './player-access';
import { SCOPE_SCHEMA, ScopeRowsRepository } from './scope-rows.repository';
import { scopeProjection } from './scope.projection';

/** Every service's scope: the access rule, its copy of memberships and the consumer that feeds it. */
@Module({})
export class ScopeModule {
  static forSchema(schema: string): DynamicModule {
    return {
      module: ScopeModule,
      global: true,
      providers: [{ provide: SCOPE_SCHEMA, useValue: schema }, ScopeRowsRepository, PlayerAccess, scopeProjection()],
      exports: [PlayerAccess, ScopeRowsRepository],
    };
  }
}
