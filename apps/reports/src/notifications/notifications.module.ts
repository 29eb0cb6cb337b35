import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DirectoryModule } from '../directory/directory.module';
import { CallNotificationConsumer } from './call-notification.consumer';
import { NotificationConsumer } from './notification.consumer';
import { NotificationEntity } from './notification.entity';
import { NotificationRepository } from './notification.repository';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [TypeOrmModule.forFeature([NotificationEntity]), DirectoryModule],
  controllers: [NotificationsController],
  providers: [NotificationRepository, NotificationsService, NotificationConsumer, CallNotificationConsumer],
})
export class NotificationsModule {}
