export * from './player-access';
export * from './scope-rows.repository';
export * from './scope-sql';
export * from './scope-tables.migration';
export * from './scope.module';
export * from './scope.projection';
export * from './scope-await.controller';
