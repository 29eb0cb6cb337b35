import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PlayerConsentBinding, PlayerMediaConsent, SignedUrlPurpose } from './object-storage';

/** What a signed URL of the local driver grants: one purpose on one key until `expiresAt`. */
export interface ObjectGrant {
  key: string;
  purpose: SignedUrlPurpose;
  /** Seconds since the epoch. */
  expiresAt: number;
  userId?: string;
  maxBytes?: number;
  downloadName?: string;
  /**
   * A player's media: whoever serves the URL checks, at that moment, that the player still grants
   * these consents (withdrawing one ends every URL at once, whatever its expiry) and that the user it
   * was issued for still reaches the player.
   */
  consent?: PlayerConsentBinding;
}

const CONSENT_PATTERN = /^(media|video_share)(,(media|video_share))*$/;
const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PARAMS = {
  purpose: 'purpose',
  expires: 'expires',
  user: 'user',
  max: 'max',
  name: 'name',
  player: 'player',
  consent: 'consent',
  since: 'since',
  viewer: 'viewer',
  signature: 'signature',
};

function canonical(grant: ObjectGrant): string {
  return [
    grant.purpose,
    grant.key,
    String(grant.expiresAt),
    grant.userId ?? '',
    grant.maxBytes === undefined ? '' : String(grant.maxBytes),
    grant.downloadName ?? '',
    // Always present (empty when unbound), so no other field can stand in for a removed binding.
    grant.consent?.playerId ?? '',
    grant.consent?.requires.join(',') ?? '',
    grant.consent?.unchangedSince ?? '',
    grant.consent?.viewerUserId ?? '',
  ].join('\n');
}

function sign(grant: ObjectGrant, secret: string): string {
  return createHmac('sha256', secret).update(canonical(grant)).digest('base64url');
}

/** The query string of a signed URL for `grant` (the key travels in the path). */
export function signGrant(grant: ObjectGrant, secret: string): string {
  const query = new URLSearchParams({ [PARAMS.purpose]: grant.purpose, [PARAMS.expires]: String(grant.expiresAt) });
  if (grant.userId) query.set(PARAMS.user, grant.userId);
  if (grant.maxBytes !== undefined) query.set(PARAMS.max, String(grant.maxBytes));
  if (grant.downloadName) query.set(PARAMS.name, grant.downloadName);
  if (grant.consent) {
    query.set(PARAMS.player, grant.consent.playerId);
    query.set(PARAMS.consent, grant.consent.requires.join(','));
    if (grant.consent.unchangedSince) query.set(PARAMS.since, grant.consent.unchangedSince);
    if (grant.consent.viewerUserId) query.set(PARAMS.viewer, grant.consent.viewerUserId);
  }
  query.set(PARAMS.signature, sign(grant, secret));
  return query.toString();
}

export type GrantCheck =
  { ok: true; grant: ObjectGrant } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' | 'wrong-purpose' };

/**
 * Checks a signed URL's key and query: signature (any change to key, purpose, expiry, user, size or
 * player binding breaks it), purpose and expiry at `nowSeconds`. Who is calling is the caller's check
 * (`userId`), and so is whether the binding (`consent`) still holds.
 */
export function verifyGrant(
  key: string,
  query: Record<string, unknown>,
  purpose: SignedUrlPurpose,
  secret: string,
  nowSeconds: number,
): GrantCheck {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  const signature = text(PARAMS.signature);
  const expires = Number(text(PARAMS.expires));
  const claimedPurpose = text(PARAMS.purpose);
  const max = text(PARAMS.max);
  if (!signature || !Number.isInteger(expires) || (claimedPurpose !== 'put' && claimedPurpose !== 'get'))
    return { ok: false, reason: 'malformed' };
  if (max !== undefined && !/^\d+$/.test(max)) return { ok: false, reason: 'malformed' };
  const player = text(PARAMS.player);
  const consent = text(PARAMS.consent);
  const since = text(PARAMS.since);
  if ((player === undefined) !== (consent === undefined)) return { ok: false, reason: 'malformed' };
  if (since !== undefined && (player === undefined || !ISO_INSTANT_PATTERN.test(since)))
    return { ok: false, reason: 'malformed' };
  if (player !== undefined && (!UUID_PATTERN.test(player) || !CONSENT_PATTERN.test(consent!)))
    return { ok: false, reason: 'malformed' };
  const viewer = text(PARAMS.viewer);
  if (viewer !== undefined && (player === undefined || !UUID_PATTERN.test(viewer)))
    return { ok: false, reason: 'malformed' };
  const grant: ObjectGrant = {
    key,
    purpose: claimedPurpose,
    expiresAt: expires,
    ...(text(PARAMS.user) ? { userId: text(PARAMS.user) } : {}),
    ...(max !== undefined ? { maxBytes: Number(max) } : {}),
    ...(text(PARAMS.name) ? { downloadName: text(PARAMS.name) } : {}),
    ...(player !== undefined
      ? {
          consent: {
            playerId: player,
            requires: consent!.split(',') as PlayerMediaConsent[],
            ...(since !== undefined ? { unchangedSince: since } : {}),
            ...(viewer !== undefined ? { viewerUserId: viewer } : {}),
          },
        }
      : {}),
  };
  const expected = Buffer.from(sign(grant, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'tampered' };
  if (grant.purpose !== purpose) return { ok: false, reason: 'wrong-purpose' };
  if (nowSeconds >= grant.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

/** Parses `Range: bytes=a-b` against an object's size; null when absent, 'unsatisfiable' when out of bounds. */
export function parseRangeHeader(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // multi-range or odd forms: serve it whole
  if (size === 0) return 'unsatisfiable';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
