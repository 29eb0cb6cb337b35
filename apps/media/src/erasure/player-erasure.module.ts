import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadEntity } from '../upload/upload.entity';
import { UploadRepository } from '../upload/upload.repository';
import { VideoCommentEntity } from '../video/video-comment.entity';
import { VideoEntity } from '../video/video.entity';
import { VideoRepository } from '../video/video.repository';
import { PlayerErasureConsumer } from './player-erasure.consumer';

/** media's part of a player's erasure (issue 25). */
@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity, VideoCommentEntity, UploadEntity])],
  providers: [VideoRepository, UploadRepository, PlayerErasureConsumer],
})
export class PlayerErasureModule {}
