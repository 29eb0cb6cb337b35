import { HEALTH_PING_TIMEOUT_MS, type PortalHealth, SERVICE_NAMES, type ServiceName } from '@portal/contracts';
import type { RpcClient } from '@portal/server-kit';

/** Asks every service at once; one that does not answer in time counts as down. */
export async function collectPortalHealth(rpc: RpcClient, requestId: string): Promise<PortalHealth> {
  const results = await Promise.all(
    SERVICE_NAMES.map(async (service: ServiceName) => {
      try {
        const health = await rpc.call(
          `${service}.health.ping`,
          {},
          { requestId },
          { timeoutMs: HEALTH_PING_TIMEOUT_MS },
        );
        return [service, { status: health.status, database: health.database, version: health.version }] as const;
      } catch {
        return [service, { status: 'down' as const }] as const;
      }
    }),
  );
  const down = results.filter(([, health]) => health.status !== 'up').map(([service]) => service);
  return { status: down.length === 0 ? 'up' : 'down', services: Object.fromEntries(results), down };
}
