import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { Player } from '../player/player.entity';
import { User } from './user.entity';

export type NewUserRow = Pick<
  User,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role' | 'clubId' | 'deactivatedAt' | 'profileImageUrl'
>;

export interface UserSearch {
  /** Only the accounts of this club; null for every club (a service acting as itself). */
  clubId: string | null;
  search?: string;
  page: number;
  pageSize: number;
}

/**
 * One account by id, read with one prepared statement: every signed-in page asks for the current user,
 * and TypeORM's query builder cost more CPU than the read itself (issue 27's profile).
 */
const USER_BY_ID_SQL = `
  SELECT "id", "email", "password_hash" AS "passwordHash", "first_name" AS "firstName", "last_name" AS "lastName",
    "role", "club_id" AS "clubId", "deactivated_at" AS "deactivatedAt", "profile_image_url" AS "profileImageUrl",
    "created_at" AS "createdAt", "updated_at" AS "updatedAt"
  FROM "identity"."users" WHERE "id" = $1`;

/** The only code that reads or writes `identity.users`. */
@Injectable()
export class UserRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findById(id: string): Promise<User | null> {
    const rows: User[] = await this.users.query(USER_BY_ID_SQL, [id]);
    return rows[0] ? Object.assign(new User(), rows[0]) : null;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** Locks the row for the rest of the caller's transaction (role changes). */
  findByIdForUpdate(manager: EntityManager, id: string): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(manager: EntityManager, user: NewUserRow): Promise<User> {
    return manager.save(manager.create(User, user));
  }

  save(manager: EntityManager, user: User): Promise<User> {
    return manager.save(user);
  }

  /** A user of the club, locked for the rest of the caller's transaction; another club's is none. */
  findInClubForUpdate(manager: EntityManager, id: string, clubId: string): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { id, clubId }, lock: { mode: 'pessimistic_write' } });
  }

  async setDeactivatedAt(manager: EntityManager, id: string, deactivatedAt: Date | null): Promise<void> {
    await manager.update(User, { id }, { deactivatedAt });
  }

  async updatePasswordHash(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.update(User, { id }, { passwordHash });
  }

  /** Newest accounts first, each with its player record; `search` matches e-mail and names. */
  async search(query: UserSearch): Promise<{ items: { user: User; player: Player | null }[]; total: number }> {
    const builder = this.users
      .createQueryBuilder('account')
      .leftJoinAndMapOne('account.player', Player, 'player', 'player.userId = account.id')
      .orderBy('account.createdAt', 'DESC')
      .addOrderBy('account.id', 'ASC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      // Club accounts only: a parent account belongs to no club.
      .where(query.clubId === null ? 'account.clubId IS NOT NULL' : 'account.clubId = :clubId', {
        clubId: query.clubId,
      });
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      builder.andWhere(
        `(account.email ILIKE :pattern OR account.firstName ILIKE :pattern OR account.lastName ILIKE :pattern
          OR (account.firstName || ' ' || account.lastName) ILIKE :pattern)`,
        { pattern },
      );
    }
    const [users, total] = await builder.getManyAndCount();
    return {
      items: users.map((user) => ({ user, player: (user as User & { player?: Player }).player ?? null })),
      total,
    };
  }
}
