import { Module } from '@nestjs/common';
import { ObjectsModule } from '../objects/objects.module';
import { DataExportsController } from './data-exports.controller';

@Module({ imports: [ObjectsModule], controllers: [DataExportsController] })
export class DataExportsModule {}
