/** roadmap's domain events (none yet). */
export const roadmapEvents = {} as const;
