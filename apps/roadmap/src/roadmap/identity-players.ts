import { Injectable } from '@nestjs/common';
import { type Actor, ErrorCode } from '@portal/contracts';
import { RpcClient, ServiceError } from '@portal/server-kit';

export const PLAYER_NOT_FOUND_MESSAGE = 'Player not found';

/** Identity's player records, asked over NATS as the acting coach (identity re-checks the actor). */
@Injectable()
export class IdentityPlayers {
  constructor(private readonly rpc: RpcClient) {}

  /** A 404 'Player not found' when identity has no such player; identity's other answers pass through. */
  async assertExists(actor: Actor, playerId: string): Promise<void> {
    try {
      await this.rpc.call('identity.player.get', { playerId }, { actor });
    } catch (error) {
      if (error instanceof ServiceError && error.code === ErrorCode.NotFound) {
        throw ServiceError.notFound(PLAYER_NOT_FOUND_MESSAGE);
      }
      throw error;
    }
  }
}
