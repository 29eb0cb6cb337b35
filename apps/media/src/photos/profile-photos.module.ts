import { Module } from '@nestjs/common';
import { ProfilePhotosController } from './profile-photos.controller';
import { ProfilePhotosService } from './profile-photos.service';

/** Profile photos: checked, resized and stored here; identity keeps the avatar URL. */
@Module({ controllers: [ProfilePhotosController], providers: [ProfilePhotosService] })
export class ProfilePhotosModule {}
