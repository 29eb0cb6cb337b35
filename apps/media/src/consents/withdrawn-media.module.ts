import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadEntity } from '../upload/upload.entity';
import { UploadRepository } from '../upload/upload.repository';
import { VideoCommentEntity } from '../video/video-comment.entity';
import { VideoEntity } from '../video/video.entity';
import { VideoRepository } from '../video/video.repository';
import { MediaConsentEntity } from './media-consent.entity';
import { MediaConsentRepository } from './media-consent.repository';
import { WithdrawnMediaDeletionProcessor } from './withdrawn-media-deletion.processor';

/** The worker side of consents: deleting the media of players who withdrew the `media` consent 30 days ago. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaConsentEntity, VideoEntity, VideoCommentEntity, UploadEntity])],
  providers: [MediaConsentRepository, VideoRepository, UploadRepository, WithdrawnMediaDeletionProcessor],
})
export class WithdrawnMediaModule {}
