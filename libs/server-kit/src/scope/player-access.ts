import { Injectable } from '@nestjs/common';
import {
  type Actor,
  PLAYER_NOT_FOUND_MESSAGE,
  type PlayerScope,
  isPlayerInScope,
  scopeNeedsNoMembership,
  scopeOf,
} from '@portal/contracts';
import { ServiceError } from '../errors';
import { type NamedCondition, type ScopeSqlOptions, playerScopeSql, playerScopeWhere } from './scope-sql';
import { ScopeRowsRepository, membershipOfJson } from './scope-rows.repository';

/**
 * The one access rule (ARCHITECTURE §9), applied by every service on every handler that touches a
 * player's data: `require` for one player (outside the scope answers 404, exactly like a player that
 * does not exist), `sql`/`where` for lists, scoped before paging. The actor is the signed one; where
 * a player belongs is the service's copy of identity's memberships.
 */
@Injectable()
export class PlayerAccess {
  constructor(private readonly rows: ScopeRowsRepository) {}

  scopeOf(actor: Actor): PlayerScope {
    return scopeOf(actor);
  }

  async canReach(actor: Actor, playerId: string): Promise<boolean> {
    // A player's own record, a parent's children, a service, or no scope at all need no lookup.
    if (scopeNeedsNoMembership(scopeOf(actor))) return isPlayerInScope(actor, playerId, undefined);
    return isPlayerInScope(actor, playerId, await this.rows.membership(playerId));
  }

  /** Throws 404 (`message`) unless the actor reaches the player. */
  async require(actor: Actor, playerId: string, message: string = PLAYER_NOT_FOUND_MESSAGE): Promise<void> {
    if (!(await this.canReach(actor, playerId))) throw ServiceError.notFound(message);
  }

  /**
   * `require` folded into the caller's own statement (issue 27: one round trip instead of two). The
   * statement selects `membership` (the player's membership, or NULL when the actor's scope needs none)
   * and reads the player's rows only where `reachable` (the scope as SQL, as lists apply it) holds,
   * selecting no row otherwise; `requireSelected` then applies the same rule as `require` to what it
   * selected. `playerIdSql` is where the statement holds the player id; values go onto `params`.
   */
  inStatement(actor: Actor, playerIdSql: string, params: unknown[]): { membership: string; reachable: string } {
    const scope = scopeOf(actor);
    return {
      membership: scopeNeedsNoMembership(scope) ? 'NULL' : this.rows.membershipJsonSql(playerIdSql),
      reachable: playerScopeSql(scope, playerIdSql, this.rows.schema, params),
    };
  }

  /**
   * Throws 404 (`message`) unless the actor reaches the player, judged on the membership a statement
   * built with `inStatement` selected (`selected` undefined: it selected no row, the scope condition
   * failed). The rule is `require`'s: the SQL condition only spares reading rows nobody may see.
   */
  requireSelected<T extends { membership: unknown }>(
    actor: Actor,
    playerId: string,
    selected: T | undefined,
    message: string = PLAYER_NOT_FOUND_MESSAGE,
  ): asserts selected is T {
    const reachable =
      selected !== undefined &&
      isPlayerInScope(
        actor,
        playerId,
        scopeNeedsNoMembership(scopeOf(actor)) ? undefined : membershipOfJson(selected.membership),
      );
    if (!reachable) throw ServiceError.notFound(message);
  }

  /** Throws 404 unless the actor reaches every one of the players. */
  async requireAll(
    actor: Actor,
    playerIds: readonly string[],
    message: string = PLAYER_NOT_FOUND_MESSAGE,
  ): Promise<void> {
    const scope = scopeOf(actor);
    if (scope.kind === 'all') return;
    const memberships = scopeNeedsNoMembership(scope) ? new Map() : await this.rows.memberships(playerIds);
    for (const playerId of playerIds) {
      if (!isPlayerInScope(actor, playerId, memberships.get(playerId))) throw ServiceError.notFound(message);
    }
  }

  /** Those of the players the actor reaches (unknown ones and those outside the scope are left out alike). */
  async reachable(actor: Actor, playerIds: readonly string[]): Promise<Set<string>> {
    const scope = scopeOf(actor);
    if (scope.kind === 'all') return new Set(playerIds);
    const memberships = scopeNeedsNoMembership(scope) ? new Map() : await this.rows.memberships(playerIds);
    return new Set(playerIds.filter((playerId) => isPlayerInScope(actor, playerId, memberships.get(playerId))));
  }

  /** The scope as a positional SQL condition on `column` (values pushed onto `params`). */
  sql(actor: Actor, column: string, params: unknown[], options?: ScopeSqlOptions): string {
    return playerScopeSql(scopeOf(actor), column, this.rows.schema, params, options);
  }

  /** The scope as a named-parameter condition on `column`, for a TypeORM query builder. */
  where(actor: Actor, column: string, options?: ScopeSqlOptions): NamedCondition {
    return playerScopeWhere(scopeOf(actor), column, this.rows.schema, options);
  }
}
