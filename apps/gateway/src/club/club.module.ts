import { Module } from '@nestjs/common';
import { ClubController } from './club.controller';

/** A club's settings, for its admin. */
@Module({ controllers: [ClubController] })
export class ClubModule {}
