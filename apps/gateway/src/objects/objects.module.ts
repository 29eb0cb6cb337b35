import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { MediaConsentGate } from './media-consent.gate';
import { GATEWAY_STORAGE, storageProviders } from './object-storage.provider';
import { ObjectsController } from './objects.controller';
import { TusUploadsController } from './tus-uploads.controller';
import { streamObjectUploads } from './upload-body';

@Module({
  controllers: [TusUploadsController, ObjectsController],
  providers: [...storageProviders, MediaConsentGate],
  exports: [GATEWAY_STORAGE, MediaConsentGate],
})
export class ObjectsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    streamObjectUploads(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
