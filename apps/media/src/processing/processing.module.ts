import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideoCommentEntity } from '../video/video-comment.entity';
import { VideoEntity } from '../video/video.entity';
import { VideoRepository } from '../video/video.repository';
import { Ffmpeg, ffmpegBinariesFromEnv } from './ffmpeg';
import { ProcessVideoProcessor } from './process-video.processor';

/** The worker side of media: processing uploaded videos. */
@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity, VideoCommentEntity])],
  providers: [
    VideoRepository,
    { provide: Ffmpeg, useFactory: () => new Ffmpeg(ffmpegBinariesFromEnv()) },
    ProcessVideoProcessor,
  ],
})
export class ProcessingModule {}
