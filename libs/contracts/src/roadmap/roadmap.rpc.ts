import { healthPingRpc } from '../rpc-definition';

/** roadmap's request/reply subjects. */
export const roadmapRpc = {
  'roadmap.health.ping': healthPingRpc,
} as const;
