import type { DynamicModule, Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ACCESS_RULE, type AccessRule } from './access-rule';

export interface RouteEntry {
  method: string;
  path: string;
  controller: string;
  handler: string;
  rule: AccessRule | undefined;
}

type ModuleRef = Type | DynamicModule;

export function controllersOf(module: ModuleRef, seen = new Set<unknown>()): Type[] {
  const moduleClass = 'module' in module ? module.module : module;
  if (seen.has(module)) return [];
  seen.add(module);
  const dynamic = 'module' in module ? module : undefined;
  const controllers: Type[] = [
    ...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, moduleClass) as Type[] | undefined) ?? []),
    ...((dynamic?.controllers as Type[] | undefined) ?? []),
  ];
  const imports = [
    ...((Reflect.getMetadata(MODULE_METADATA.IMPORTS, moduleClass) as ModuleRef[] | undefined) ?? []),
    ...((dynamic?.imports as ModuleRef[] | undefined) ?? []),
  ];
  return [...controllers, ...imports.filter(Boolean).flatMap((child) => controllersOf(child, seen))];
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every HTTP route of a module tree with its declared access rule (read from metadata, no server needed). */
export function listRoutes(root: ModuleRef, globalPrefix = 'api'): RouteEntry[] {
  return routesOfControllers(controllersOf(root), globalPrefix);
}

/** The routes of these controllers (the running gateway's, for the OpenAPI document). */
export function routesOfControllers(controllers: readonly Type[], globalPrefix = 'api'): RouteEntry[] {
  return controllers.flatMap((controller) => {
    const controllerPaths = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
    const classRule = Reflect.getMetadata(ACCESS_RULE, controller) as AccessRule | undefined;
    const prototype = controller.prototype as Record<string, unknown>;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') return [];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) return [];
      const handlerPaths = [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[];
      const rule = (Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ?? classRule;
      return controllerPaths.flatMap((base) =>
        handlerPaths.map((path) => ({
          method: RequestMethod[method],
          path: joinPath(globalPrefix, base, path),
          controller: controller.name,
          handler: name,
          rule,
        })),
      );
    });
  });
}

/** Fails closed: a route nobody thought about is a route anybody could call. */
export function assertEveryRouteHasAccessRule(routes: RouteEntry[]): void {
  const missing = routes.filter((route) => !route.rule);
  if (missing.length > 0) {
    throw new Error(
      `Routes without an access rule: ${missing.map((route) => `${route.method} ${route.path}`).join(', ')}`,
    );
  }
}
