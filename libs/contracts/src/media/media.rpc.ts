import { healthPingRpc } from '../rpc-definition';

/** media's request/reply subjects. */
export const mediaRpc = {
  'media.health.ping': healthPingRpc,
} as const;
