/** reports's domain events (none yet). */
export const reportsEvents = {} as const;
