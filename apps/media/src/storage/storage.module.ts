import { Global, Inject, Module } from '@nestjs/common';
import {
  CONFIG,
  type ObjectStorage,
  type ServiceConfig,
  assertStorageConfigSafe,
  createObjectStorage,
  parseEnv,
  storageEnvSchema,
} from '@portal/server-kit';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
export const InjectStorage = () => Inject(OBJECT_STORAGE);

/** The object store the environment chooses (STORAGE_DRIVER local or s3), for the service and the worker. */
@Global()
@Module({
  providers: [
    {
      provide: OBJECT_STORAGE,
      useFactory: (config: ServiceConfig): ObjectStorage => {
        const storageConfig = parseEnv(storageEnvSchema);
        assertStorageConfigSafe(storageConfig, config.NODE_ENV);
        return createObjectStorage(storageConfig, config.PORTAL_NAMESPACE);
      },
      inject: [CONFIG],
    },
  ],
  exports: [OBJECT_STORAGE],
})
export class StorageModule {}
