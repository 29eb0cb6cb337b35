import { z } from 'zod';
import { roleSchema } from '../actor';
import { consentCapacitySchema } from './player-profile';
import { deletionCapacitySchema } from './player-deletion';
import { playerContactSchema } from './player-contact';

/** identity's domain events. */
export const identityEvents = {
  'identity.user.registered': z.object({
    userId: z.uuid(),
    playerId: z.uuid().nullable(),
    role: roleSchema,
  }),
  /** The user changed it while signed in; the gateway ends their other sessions itself. */
  'identity.user.password-changed': z.object({ userId: z.uuid() }),
  /** Set through a reset link: every session of the user ends. */
  'identity.user.password-reset': z.object({ userId: z.uuid() }),
  'identity.user.role-changed': z.object({ userId: z.uuid(), from: roleSchema, to: roleSchema }),
  /** A player record changed; `fields` names the top-level fields that changed. */
  'identity.player.updated': z.object({
    playerId: z.uuid(),
    userId: z.uuid().nullable(),
    fields: z.array(z.string()),
    changedBy: z.uuid(),
  }),
  'identity.consent.changed': z.object({
    playerId: z.uuid(),
    consentType: z.enum(['media', 'video_share', 'analytics']),
    granted: z.boolean(),
    changedBy: z.uuid(),
    /** When identity recorded it (the consent's `updatedAt`); absent in events from before it was added. */
    changedAt: z.iso.datetime().optional(),
    /** As the player, a guardian or staff; absent in events from before it was added. */
    changedByCapacity: consentCapacitySchema.optional(),
  }),
  /**
   * A Parents & Guardians entry is to be sent a (new) invitation: identity itself consumes it, makes
   * the one-time token and queues the mail, so the link goes out once the entry's change committed.
   */
  'identity.guardian-invitation.created': z.object({
    invitationId: z.uuid(),
    playerId: z.uuid(),
    parentEntryId: z.uuid(),
  }),
  /**
   * A player asked their guardians for a consent: identity itself consumes it and mails each Parents &
   * Guardians entry with an e-mail, once the request committed.
   */
  'identity.consent-request.created': z.object({
    requestId: z.uuid(),
    playerId: z.uuid(),
    consentType: z.enum(['media', 'video_share', 'analytics']),
  }),
  /** The child asked again a day or more after the guardians were last mailed: they are mailed again. */
  'identity.consent-request.reminded': z.object({
    requestId: z.uuid(),
    playerId: z.uuid(),
    consentType: z.enum(['media', 'video_share', 'analytics']),
    /** 1 for the first reminder: each one is a mail of its own. */
    reminder: z.number().int().min(1),
  }),
  /** A parent account became guardian of a player (it accepted an invitation). */
  'identity.guardianship.started': z.object({
    parentUserId: z.uuid(),
    playerId: z.uuid(),
    parentEntryId: z.uuid(),
  }),
  /**
   * A guardianship ended (its entry was removed or its e-mail changed). The parent's sessions were
   * rewritten before the change answered; the event is for copies elsewhere.
   */
  'identity.guardianship.ended': z.object({
    parentUserId: z.uuid(),
    playerId: z.uuid(),
    parentEntryId: z.uuid(),
  }),
  /**
   * Where a player belongs now (a snapshot, not a change): their club, the squads they are in, and
   * whether the player is active. `version` grows with every change identity commits, so a copy
   * applies an event only when it is newer than what it holds (redelivery and reordering are safe).
   */
  'identity.player.membership-changed': z.object({
    playerId: z.uuid(),
    userId: z.uuid().nullable(),
    clubId: z.uuid(),
    squadIds: z.array(z.uuid()),
    active: z.boolean(),
    version: z.number().int().nonnegative(),
  }),
  /**
   * A deletion of a player's data was asked for: identity itself consumes it, makes the one-time
   * confirmation link and mails it to the requester once the request committed. Names no player.
   */
  'identity.player-deletion.requested': z.object({ requestId: z.uuid() }),
  /**
   * A player and everything identity held about them are gone (GDPR Art. 17). Every service deletes
   * the player's rows and files, its copies and the outbox rows naming them (idempotent); the
   * gateway ends the player's sessions; identity rewrites the sessions of `guardianUserIds`.
   */
  'identity.player.deleted': z.object({
    playerId: z.uuid(),
    userId: z.uuid().nullable(),
    clubId: z.uuid().nullable(),
    guardianUserIds: z.array(z.uuid()),
    capacity: deletionCapacitySchema,
  }),
  /**
   * The name and address a player is reached by now (a snapshot, for roadmap's copy that a booking's
   * invite is addressed from; see `playerContactOf`). Published when the player record is made and
   * when its full name changes (no route changes an account's name or e-mail; one that does must
   * publish it too); `version` orders snapshots as for the memberships.
   */
  'identity.player.contact-changed': playerContactSchema.extend({
    playerId: z.uuid(),
    version: z.number().int().nonnegative(),
  }),
  /** The same snapshot for a coach or admin: their club, role, the squads they coach (head or assistant). */
  'identity.staff.membership-changed': z.object({
    userId: z.uuid(),
    clubId: z.uuid(),
    role: roleSchema,
    squadIds: z.array(z.uuid()),
    active: z.boolean(),
    version: z.number().int().nonnegative(),
  }),
} as const;
