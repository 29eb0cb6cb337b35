import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PlayerContactSource } from '@portal/contracts';
import { type EntityManager, Repository } from 'typeorm';
import type { User } from '../user/user.entity';
import { Player } from './player.entity';

/** The only code that reads or writes `identity.players`. */
@Injectable()
export class PlayerRepository {
  constructor(@InjectRepository(Player) private readonly players: Repository<Player>) {}

  findByUserId(userId: string, manager?: EntityManager): Promise<Player | null> {
    return (manager?.getRepository(Player) ?? this.players).findOneBy({ userId });
  }

  findById(id: string, manager?: EntityManager): Promise<Player | null> {
    return (manager?.getRepository(Player) ?? this.players).findOneBy({ id });
  }

  /** The player record every player account has, created with the account (or on becoming a player). */
  createForUser(manager: EntityManager, user: User): Promise<Player> {
    return manager.save(
      manager.create(Player, {
        userId: user.id,
        clubId: user.clubId!,
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        status: 'active',
      }),
    );
  }

  /** What the player's contact is made of (`playerContactOf`): the account's names and e-mail, the record's full name. */
  async contactSourceOf(manager: EntityManager, playerId: string): Promise<PlayerContactSource | undefined> {
    const [row]: PlayerContactSource[] = await manager.query(
      `SELECT u."first_name" AS "firstName", u."last_name" AS "lastName", p."full_name" AS "fullName", u."email"
         FROM "identity"."players" p LEFT JOIN "identity"."users" u ON u."id" = p."user_id"
        WHERE p."id" = $1`,
      [playerId],
    );
    return row;
  }
}
