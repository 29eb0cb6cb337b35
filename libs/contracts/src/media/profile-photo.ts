import { z } from 'zod';
import { type Actor, isStaff } from '../actor';
import { isPlayerInScope } from '../player-access';
import { sniffContent } from './content-sniff';

/** What a profile photo may be when it arrives, and what the portal keeps of it. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_PIXELS = 256;
export const PROFILE_PHOTO_ACCEPT = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PROFILE_PHOTO_TYPE_MESSAGE = 'Please choose a JPEG, PNG or WebP image';
export const PROFILE_PHOTO_SIZE_MESSAGE = 'The photo must be 5 MB or smaller';
export const PROFILE_PHOTO_UNREADABLE_MESSAGE = 'This image could not be read. Please choose another photo';
export const PHOTO_CONSENT_REQUIRED_MESSAGE =
  "A player's profile photo is stored only with their consent to media storage (Consents & Permissions: media).";

/**
 * Whose photo it is. A player's photo belongs to their player record (the player and staff may change
 * it); a coach's or admin's to their own account. The kind is part of the photo's URL, so the gateway
 * decides who may see it without asking any service.
 */
export type PhotoOwner = { kind: 'player'; id: string } | { kind: 'staff'; id: string };

const PHOTO_PATH = /^\/api\/photos\/(player|staff)\/([0-9a-f-]{36})\/([0-9a-f]{16})\.webp$/;
const UUID = z.uuid();

/** The immutable, versioned URL of one stored photo: a new photo is a new URL, so it can be cached for good. */
export function profilePhotoUrl(owner: PhotoOwner, version: string): string {
  return `/api/photos/${owner.kind}/${owner.id}/${version}.webp`;
}

/** Where the photo's bytes are kept in object storage. */
export function profilePhotoKey(owner: PhotoOwner, version: string): string {
  return `photos/${owner.kind}/${owner.id}/${version}.webp`;
}

/** The owner and version a photo URL names, or null for anything that is not exactly such a URL. */
export function parseProfilePhotoUrl(url: string): { owner: PhotoOwner; version: string } | null {
  const match = PHOTO_PATH.exec(url);
  if (!match || !UUID.safeParse(match[2]).success) return null;
  return { owner: { kind: match[1] as PhotoOwner['kind'], id: match[2]! }, version: match[3]! };
}

/**
 * Whose photo a request changes: a named player (the player themselves or staff), or with no player
 * named, the caller's own (a player's is their player record's). Null when the caller may not. Whether
 * staff reach the named player is the scope rule's (ARCHITECTURE §9): the service checks it first.
 */
export function photoOwnerFor(actor: Actor, playerId?: string): PhotoOwner | null {
  if (playerId) return isStaff(actor.role) || actor.playerId === playerId ? { kind: 'player', id: playerId } : null;
  if (actor.role === 'player') return actor.playerId ? { kind: 'player', id: actor.playerId } : null;
  // A parent reads the child's photo and changes none, and has no portal photo of their own.
  return isStaff(actor.role) ? { kind: 'staff', id: actor.userId } : null;
}

/**
 * Who sees a photo: a coach's or admin's every signed-in user, since players see their coaches; a
 * child's only the player themself, their guardians, and the staff whose scope reaches the player
 * (ARCHITECTURE §9), which only media's copy of the memberships can tell (`in-scope`), never another
 * player nor another child's parent. A player's and a parent's scope name the players themselves.
 */
export function profilePhotoVisibility(actor: Actor, owner: PhotoOwner): 'visible' | 'hidden' | 'in-scope' {
  if (owner.kind === 'staff') return 'visible';
  if (isStaff(actor.role)) return 'in-scope';
  return isPlayerInScope(actor, owner.id, undefined) ? 'visible' : 'hidden';
}

/** The refusal for a file that is not a JPEG, PNG or WebP by its first bytes (whatever its name says). */
export function profilePhotoTypeProblem(head: Uint8Array): string | null {
  const sniffed = sniffContent(head);
  return sniffed && (PROFILE_PHOTO_ACCEPT as readonly string[]).includes(sniffed.mime)
    ? null
    : PROFILE_PHOTO_TYPE_MESSAGE;
}

/** The browser's check before sending (the server checks again by content). */
export function profilePhotoFileProblem(file: { size: number; type: string }): string | null {
  if (!(PROFILE_PHOTO_ACCEPT as readonly string[]).includes(file.type)) return PROFILE_PHOTO_TYPE_MESSAGE;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return PROFILE_PHOTO_SIZE_MESSAGE;
  if (file.size === 0) return PROFILE_PHOTO_UNREADABLE_MESSAGE;
  return null;
}

/** Where the gateway parks an incoming photo until media has checked and resized it. */
export const PHOTO_UPLOAD_KEY = /^photo-uploads\/[0-9a-f-]{36}$/;

export const profilePhotoResultSchema = z.object({ profileImageUrl: z.string().nullable() });
export type ProfilePhotoResult = z.infer<typeof profilePhotoResultSchema>;
