import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideoCommentEntity } from '../video/video-comment.entity';
import { VideoEntity } from '../video/video.entity';
import { VideoRepository } from '../video/video.repository';
import { Ffmpeg, ffmpegBinariesFromEnv } from './ffmpeg';
import { PendingVideosSweepScheduler } from './pending-videos-sweep.scheduler';
import { ProcessVideoProcessor } from './process-video.processor';
import { ProcessingQueue } from './processing-queue';
import { ProcessingResults } from './processing-results';
import { SweepPendingVideosProcessor } from './sweep-pending-videos.processor';

/** The worker side of media: processing uploaded videos, and the sweep for those left pending. */
@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity, VideoCommentEntity])],
  providers: [
    VideoRepository,
    { provide: Ffmpeg, useFactory: () => new Ffmpeg(ffmpegBinariesFromEnv()) },
    ProcessingResults,
    ProcessVideoProcessor,
    ProcessingQueue,
    SweepPendingVideosProcessor,
    PendingVideosSweepScheduler,
  ],
})
export class ProcessingModule {}
