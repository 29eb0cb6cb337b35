import { Inject, Injectable, type OnApplicationShutdown, type Type } from '@nestjs/common';

/**
 * A provider that closes the resource behind `token` when the application shuts down, after the
 * transports and workers using it have stopped.
 */
export function closeOnShutdown<T>(
  token: symbol | Type,
  close: (resource: T) => Promise<unknown>,
): Type<OnApplicationShutdown> {
  @Injectable()
  class ResourceCloser implements OnApplicationShutdown {
    constructor(@Inject(token) private readonly resource: T) {}
    async onApplicationShutdown(): Promise<void> {
      await close(this.resource).catch(() => undefined);
    }
  }
  return ResourceCloser;
}
