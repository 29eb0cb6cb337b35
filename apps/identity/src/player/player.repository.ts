import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
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
}
