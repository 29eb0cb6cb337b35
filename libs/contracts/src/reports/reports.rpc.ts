import { healthPingRpc } from '../rpc-definition';

/** reports's request/reply subjects. */
export const reportsRpc = {
  'reports.health.ping': healthPingRpc,
} as const;
