import { Module } from '@nestjs/common';
import { ObjectsModule } from '../objects/objects.module';
import { PhotosController } from './photos.controller';

@Module({ imports: [ObjectsModule], controllers: [PhotosController] })
export class PhotosModule {}
