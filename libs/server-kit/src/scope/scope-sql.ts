import type { PlayerScope } from '@portal/contracts';

/** A WHERE condition with TypeORM named parameters. */
export interface NamedCondition {
  clause: string;
  parameters: Record<string, unknown>;
}

export interface ScopeSqlOptions {
  /** Narrow to the players of one squad (the staff squad switcher), inside the scope, never beyond it. */
  squadId?: string;
}

type Bind = (name: string, value: unknown, type: 'uuid' | 'uuid[]') => string;

/**
 * The one SQL form of the scope rule: a condition on `column` (the player id column, aliased or
 * quoted by the caller) reading the service's `scope_players` copy. Lists apply it in their WHERE,
 * so paging and counts happen inside the scope.
 */
function scopeCondition(
  scope: PlayerScope,
  column: string,
  schema: string,
  options: ScopeSqlOptions,
  bind: Bind,
): string {
  if (scope.kind === 'none') return 'FALSE';
  if (scope.kind === 'own' || scope.kind === 'children') {
    const own =
      scope.kind === 'own'
        ? `${column} = ${bind('scopePlayerId', scope.playerId, 'uuid')}`
        : `${column} = ANY(${bind('scopeChildIds', [...scope.playerIds], 'uuid[]')})`;
    return options.squadId
      ? `${own} AND ${column} IN (SELECT "player_id" FROM "${schema}"."scope_players" WHERE ${bind('scopeSquadId', options.squadId, 'uuid')} = ANY("squad_ids"))`
      : own;
  }
  const conditions: string[] = [];
  if (scope.kind === 'club' || scope.kind === 'squads') {
    conditions.push(`"club_id" = ${bind('scopeClubId', scope.clubId, 'uuid')}`);
  }
  if (scope.kind === 'squads') {
    conditions.push(`"squad_ids" && ${bind('scopeSquadIds', [...scope.squadIds], 'uuid[]')}`);
  }
  if (options.squadId) conditions.push(`${bind('scopeSquadId', options.squadId, 'uuid')} = ANY("squad_ids")`);
  if (conditions.length === 0) return 'TRUE';
  return `${column} IN (SELECT "player_id" FROM "${schema}"."scope_players" WHERE ${conditions.join(' AND ')})`;
}

/** Positional form for raw queries: pushes its values onto `params` and refers to them as `$n`. */
export function playerScopeSql(
  scope: PlayerScope,
  column: string,
  schema: string,
  params: unknown[],
  options: ScopeSqlOptions = {},
): string {
  return scopeCondition(scope, column, schema, options, (_name, value, type) => {
    params.push(value);
    return `$${params.length}::${type}`;
  });
}

/** Named form for TypeORM query builders (`:scopePlayerId`, `:scopeChildIds`, `:scopeClubId`, `:scopeSquadIds`, `:scopeSquadId`). */
export function playerScopeWhere(
  scope: PlayerScope,
  column: string,
  schema: string,
  options: ScopeSqlOptions = {},
): NamedCondition {
  const parameters: Record<string, unknown> = {};
  const clause = scopeCondition(scope, column, schema, options, (name, value, type) => {
    parameters[name] = value;
    return `CAST(:${name} AS ${type})`;
  });
  return { clause, parameters };
}
