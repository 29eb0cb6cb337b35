import { DiscoveryService, MetadataScanner } from '@nestjs/core';

export interface DiscoveredMethod<M> {
  /** `ClassName.method`, for logs and start-up errors. */
  label: string;
  className: string;
  methodName: string;
  metadata: M;
  invoke: (...args: unknown[]) => Promise<unknown>;
}

/**
 * Every method of every provider and controller carrying `metadataKey` (set on the method by a
 * decorator). Needs DiscoveryModule in the application (the platform modules import it).
 */
/** An application context or a ModuleRef: anything that can resolve the DiscoveryService. */
export interface ProviderResolver {
  get<T>(token: new (...args: never[]) => T, options: { strict: false }): T;
}

export function discoverMethods<M>(app: ProviderResolver, metadataKey: symbol): DiscoveredMethod<M>[] {
  const discovery = app.get(DiscoveryService, { strict: false });
  const scanner = new MetadataScanner();
  const found: DiscoveredMethod<M>[] = [];
  for (const wrapper of [...discovery.getProviders(), ...discovery.getControllers()]) {
    const instance: unknown = wrapper.instance;
    if (!instance || typeof instance !== 'object') continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const method = (prototype as Record<string, unknown>)[methodName];
      if (typeof method !== 'function') continue;
      const metadata = Reflect.getMetadata(metadataKey, method) as M | undefined;
      if (metadata === undefined) continue;
      const className = instance.constructor.name;
      found.push({
        label: `${className}.${methodName}`,
        className,
        methodName,
        metadata,
        invoke: (...args) => (method as (...a: unknown[]) => Promise<unknown>).apply(instance, args),
      });
    }
  }
  return found;
}

/** A decorated method seen at load time, so start-up can tell a declared handler that was never bound. */
export interface DeclaredMethod {
  className: string;
  methodName: string;
}

export function declaredLabel(method: DeclaredMethod): string {
  return `${method.className}.${method.methodName}`;
}
