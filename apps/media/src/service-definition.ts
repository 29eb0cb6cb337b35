import { PlayerExportModule } from './player-export/player-export.module';
import type { ServiceDefinition } from '@portal/server-kit';
import { diagnosticRunsMigration } from '@portal/server-kit/diagnostics';
import { ConsentsModule } from './consents/consents.module';
import { CreateVideos1763700000400 } from './database/migrations/1763700000400-create-videos';
import { IndexPendingVideos1763700009400 } from './database/migrations/1763700009400-index-pending-videos';
import { PlayerMediaConsents1763700009500 } from './database/migrations/1763700009500-player-media-consents';
import { PlayerErasureModule } from './erasure/player-erasure.module';
import { ProfilePhotosModule } from './photos/profile-photos.module';
import { ProcessingQueueModule } from './processing/processing-queue.module';
import { StorageModule } from './storage/storage.module';
import { VideoModule } from './video/video.module';

export const serviceDefinition: ServiceDefinition = {
  name: 'media',
  migrations: [
    diagnosticRunsMigration('media'),
    CreateVideos1763700000400,
    IndexPendingVideos1763700009400,
    PlayerMediaConsents1763700009500,
  ],
  imports: [
    PlayerExportModule,
    StorageModule,
    ConsentsModule,
    VideoModule,
    ProfilePhotosModule,
    ProcessingQueueModule,
    PlayerErasureModule,
  ],
};
