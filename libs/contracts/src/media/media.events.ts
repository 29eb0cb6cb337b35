/** media's domain events (none yet). */
export const mediaEvents = {} as const;
