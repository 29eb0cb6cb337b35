import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';

/** The admin area: user search and role management (admins only). */
@Module({ controllers: [AdminUsersController] })
export class AdminModule {}
