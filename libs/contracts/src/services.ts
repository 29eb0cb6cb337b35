export const SERVICE_NAMES = ['identity', 'roadmap', 'tracking', 'media', 'reports'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** PostgreSQL schema owned by each service; no service reads another's. */
export function serviceSchema(service: ServiceName): string {
  return service;
}

export function serviceOfSubject(subject: string): ServiceName | undefined {
  const head = subject.split('.')[0];
  return (SERVICE_NAMES as readonly string[]).includes(head ?? '') ? (head as ServiceName) : undefined;
}
