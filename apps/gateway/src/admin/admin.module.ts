import { Module } from '@nestjs/common';
import { AdminPlayersController } from './admin-players.controller';
import { AdminUsersController } from './admin-users.controller';

/** The admin area: the coach dashboard's player list (coaches and admins), user roles (admins only). */
@Module({ controllers: [AdminUsersController, AdminPlayersController] })
export class AdminModule {}
