import { Module } from '@nestjs/common';
import { FamilyController } from './family.controller';

/** Parent accounts: their children (accepting an invitation is an auth route, as it signs in). */
@Module({ controllers: [FamilyController] })
export class FamilyModule {}
