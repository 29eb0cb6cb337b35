import { createHash } from 'node:crypto';

/** A fixed namespace for report ids (RFC 9562 name-based, SHA-1). */
const REPORT_ID_NAMESPACE = 'reports:player-period:v1';

/**
 * The id of a player's report for a period, derived from both (a name-based UUID, version 5 layout),
 * so every run, retry or replica writes the same report and the same file.
 */
export function reportIdFor(playerId: string, periodNumber: number): string {
  const hash = createHash('sha1').update(`${REPORT_ID_NAMESPACE}:${playerId}:${periodNumber}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
