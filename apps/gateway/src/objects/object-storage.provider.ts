import { Inject } from '@nestjs/common';
import {
  CONFIG,
  type ObjectStorage,
  type StorageConfig,
  assertStorageConfigSafe,
  createObjectStorage,
  parseEnv,
  storageEnvSchema,
} from '@portal/server-kit';
import type { GatewayConfig } from '../gateway-config';

export const GATEWAY_STORAGE = Symbol('GATEWAY_STORAGE');
export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');
export const InjectGatewayStorage = () => Inject(GATEWAY_STORAGE);

/** The same storage variables as the media service (STORAGE_DRIVER, STORAGE_DIR, STORAGE_SIGNING_SECRET). */
export const storageProviders = [
  {
    provide: STORAGE_CONFIG,
    useFactory: (config: GatewayConfig): StorageConfig => {
      const storage = parseEnv(storageEnvSchema);
      assertStorageConfigSafe(storage, config.NODE_ENV);
      return storage;
    },
    inject: [CONFIG],
  },
  {
    provide: GATEWAY_STORAGE,
    useFactory: (storage: StorageConfig, config: GatewayConfig): ObjectStorage =>
      createObjectStorage(storage, config.PORTAL_NAMESPACE),
    inject: [STORAGE_CONFIG, CONFIG],
  },
];
