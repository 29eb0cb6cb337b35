import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadEntity } from '../upload/upload.entity';
import { UploadRepository } from '../upload/upload.repository';
import { UploadsController } from '../upload/uploads.controller';
import { UploadsService } from '../upload/uploads.service';
import { VideoCommentEntity } from './video-comment.entity';
import { VideoView } from './video-view';
import { VideoEntity } from './video.entity';
import { VideoRepository } from './video.repository';
import { VideosController } from './videos.controller';
import { VideosService } from './videos.service';

/** Upload URLs, videos, review and comments: the RPC side of media. */
@Module({
  imports: [TypeOrmModule.forFeature([UploadEntity, VideoEntity, VideoCommentEntity])],
  controllers: [UploadsController, VideosController],
  providers: [UploadRepository, UploadsService, VideoRepository, VideoView, VideosService],
  exports: [VideoRepository, VideoView],
})
export class VideoModule {}
