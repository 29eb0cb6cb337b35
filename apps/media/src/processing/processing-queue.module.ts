import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideoCommentEntity } from '../video/video-comment.entity';
import { VideoEntity } from '../video/video.entity';
import { VideoRepository } from '../video/video.repository';
import { ProcessingQueue } from './processing-queue';
import { QueueUploadedVideoConsumer } from './queue-uploaded-video.consumer';

/** The service side of processing: each uploaded video's job, queued from its event. */
@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity, VideoCommentEntity])],
  providers: [VideoRepository, ProcessingQueue, QueueUploadedVideoConsumer],
})
export class ProcessingQueueModule {}
