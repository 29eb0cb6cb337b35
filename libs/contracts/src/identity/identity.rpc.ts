import { z } from 'zod';
import {
  PLAYER_AND_STAFF,
  PLAYER_DATA_READERS,
  PLAYER_GUARDIAN_AND_STAFF,
  actorSchema,
  clubRoleSchema,
} from '../actor';
import { defineRpc, emptyRequestSchema, healthPingRpc } from '../rpc-definition';
import {
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  playerSelfSchema,
  signupRequestSchema,
} from './auth';
import { declareBirthDateRequestSchema, declareBirthDateResponseSchema } from './birth-date';
import { ownProfileSaveSchema, ownProfileSchema } from './own-profile';
import {
  squadCoachAddSchema,
  squadCreateSchema,
  squadInviteLinkSchema,
  squadJoinSchema,
  squadJoinedSchema,
  squadSchema,
  squadUpdateSchema,
} from './squads';
import { staffInvitationAcceptSchema, staffInvitationRequestSchema, staffInvitationSchema } from './staff-invitations';
import { clubSettingsSchema, clubUpdateSchema } from './clubs';
import {
  familyChildSchema,
  guardianAccountCreateSchema,
  guardianInvitationAcceptedSchema,
  guardianInvitationSentSchema,
  guardianInvitationTokenSchema,
} from './guardians';
import {
  playerDeletionConfirmSchema,
  playerDeletionConfirmedSchema,
  playerDeletionRequestSchema,
  playerDeletionStateSchema,
} from './player-deletion';
import { passwordResetRequestSchema, passwordResetSchema } from './password-reset';
import { consentRequestAnswerSchema, consentRequestCreateSchema, consentRequestSchema } from './consent-requests';
import {
  CONSENT_TYPES,
  MEDIA_GRANT_REFUSALS,
  adminPlayerPageSchema,
  consentHistoryEntrySchema,
  consentSchema,
  consentUpdateSchema,
  playerProfileSchema,
  playerProfileUpdateSchema,
} from './player-profile';
import { UNPAGED_LIST_CEILING } from '../paging';
import { textSchema } from '../strings';

const staffAndPlayers = PLAYER_AND_STAFF;
/** How many players one `identity.player.many` may name. */
export const PLAYER_MANY_MAX = 100;

const authenticatedUserSchema = z.object({ user: currentUserSchema, actor: actorSchema });

/** The visitor's address as the gateway saw it: identity limits failed checks per account and address. */
const clientAddressSchema = z.string().min(1).max(100);

/** identity's request/reply subjects. Sign-up and credential checks come from anonymous visitors. */
export const identityRpc = {
  'identity.health.ping': healthPingRpc,
  'identity.auth.signup': defineRpc({
    request: signupRequestSchema,
    response: authenticatedUserSchema,
    access: 'public',
  }),
  'identity.auth.verify-credentials': defineRpc({
    request: loginRequestSchema.extend({ clientAddress: clientAddressSchema }).strict(),
    response: authenticatedUserSchema,
    access: 'public',
  }),
  /** Always the same answer: whether the e-mail has an account is never told. */
  'identity.auth.request-password-reset': defineRpc({
    request: passwordResetRequestSchema,
    response: z.object({ accepted: z.literal(true) }),
    access: 'public',
  }),
  /** The gateway ends every session of the returned user at once (and again on the event). */
  'identity.auth.reset-password': defineRpc({
    request: passwordResetSchema,
    response: z.object({ userId: z.uuid() }),
    access: 'public',
  }),
  'identity.auth.change-password': defineRpc({
    request: changePasswordRequestSchema,
    response: z.object({ changed: z.literal(true) }),
    access: 'authenticated',
  }),
  'identity.user.me': defineRpc({ request: emptyRequestSchema, response: currentUserSchema, access: 'authenticated' }),
  'identity.user.list': defineRpc({
    request: adminUserListQuerySchema,
    response: adminUserPageSchema,
    access: ['admin'],
  }),
  /** An account of the admin's club only (another club's user is 404); ends its sessions before answering. */
  'identity.user.deactivate': defineRpc({
    request: z.object({ userId: z.uuid() }).strict(),
    response: adminUserSchema,
    access: ['admin'],
  }),
  'identity.user.reactivate': defineRpc({
    request: z.object({ userId: z.uuid() }).strict(),
    response: adminUserSchema,
    access: ['admin'],
  }),
  /** A one-time link by e-mail to join the admin's club as a coach (with no squads yet) or admin. */
  'identity.user.invite-staff': defineRpc({
    request: staffInvitationRequestSchema,
    response: staffInvitationSchema,
    access: ['admin'],
  }),
  'identity.auth.accept-staff-invitation': defineRpc({
    request: staffInvitationAcceptSchema,
    response: authenticatedUserSchema,
    access: 'public',
  }),
  /**
   * Squads of the caller's club: an admin every one, a coach those they coach (read-only). Every
   * change below publishes the memberships it touches and refreshes the sessions of the coaches it
   * touches before answering; another club's squad, player or user is 404.
   */
  'identity.squad.list': defineRpc({
    request: z.object({ includeArchived: z.boolean() }).strict(),
    response: z.array(squadSchema),
    access: ['coach', 'admin'],
  }),
  'identity.squad.create': defineRpc({ request: squadCreateSchema, response: squadSchema, access: ['admin'] }),
  'identity.squad.update': defineRpc({
    request: z.object({ squadId: z.uuid(), changes: squadUpdateSchema }).strict(),
    response: squadSchema,
    access: ['admin'],
  }),
  'identity.squad.add-player': defineRpc({
    request: z.object({ squadId: z.uuid(), playerId: z.uuid() }).strict(),
    response: squadSchema,
    access: ['admin'],
  }),
  'identity.squad.remove-player': defineRpc({
    request: z.object({ squadId: z.uuid(), playerId: z.uuid() }).strict(),
    response: squadSchema,
    access: ['admin'],
  }),
  'identity.squad.add-coach': defineRpc({
    request: z.object({ squadId: z.uuid(), userId: z.uuid(), role: squadCoachAddSchema.shape.role }).strict(),
    response: squadSchema,
    access: ['admin'],
  }),
  'identity.squad.remove-coach': defineRpc({
    request: z.object({ squadId: z.uuid(), userId: z.uuid() }).strict(),
    response: squadSchema,
    access: ['admin'],
  }),
  /** A new invite code (the previous one stops working); only its hash is kept. */
  'identity.squad.invite-link': defineRpc({
    request: z.object({ squadId: z.uuid() }).strict(),
    response: squadInviteLinkSchema,
    access: ['admin'],
  }),
  'identity.squad.join': defineRpc({ request: squadJoinSchema, response: squadJoinedSchema, access: ['player'] }),
  'identity.user.set-role': defineRpc({
    request: z.object({ userId: z.uuid(), role: clubRoleSchema }).strict(),
    response: adminUserSchema,
    access: ['admin'],
  }),
  /**
   * Media sets the avatar after storing a photo (as the caller): a player's on their account, or the
   * caller's own. The URL must be a photo URL of that very owner (`parseProfilePhotoUrl`).
   */
  'identity.user.set-profile-image': defineRpc({
    request: z.object({ playerId: z.uuid().optional(), profileImageUrl: z.string().max(200).nullable() }).strict(),
    response: z.object({ previousUrl: z.string().nullable() }),
    access: staffAndPlayers,
  }),
  'identity.player.me': defineRpc({ request: emptyRequestSchema, response: playerSelfSchema, access: ['player'] }),
  /** The age question's answer, once: 409 when a date of birth is already on file (staff or a guardian correct it). */
  'identity.player.declare-birth-date': defineRpc({
    request: declareBirthDateRequestSchema,
    response: declareBirthDateResponseSchema,
    access: ['player'],
  }),
  /** The handlers below apply the scope rule themselves (PlayerAccess): outside the caller's scope is 404. */
  'identity.player.get': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: playerProfileSchema,
    access: PLAYER_DATA_READERS,
  }),
  /** Several players' records at once (a report batch): the ones on file, in the order asked. Staff only. */
  'identity.player.many': defineRpc({
    request: z
      .object({
        playerIds: z
          .array(z.uuid().transform((id) => id.toLowerCase()))
          .min(1)
          .max(PLAYER_MANY_MAX)
          .refine((ids) => new Set(ids).size === ids.length, { message: 'must name each player once' }),
      })
      .strict(),
    response: z.array(playerProfileSchema),
    access: ['coach', 'admin'],
  }),
  /** A parent changes only the child's contact fields (identity's parent-edit rule). */
  'identity.player.update': defineRpc({
    request: z.object({ playerId: z.uuid(), changes: playerProfileUpdateSchema }).strict(),
    response: playerProfileSchema,
    access: PLAYER_GUARDIAN_AND_STAFF,
  }),
  /**
   * Under the club's consent age only a guardian changes a consent, at or over it the player; staff
   * only withdraw: the others are refused with 403 and the reason (consent.rules.ts). A decision by
   * the family closes the consent's open request.
   */
  'identity.player.set-consent': defineRpc({
    request: z.object({ playerId: z.uuid(), consent: consentUpdateSchema }).strict(),
    response: consentSchema,
    access: PLAYER_DATA_READERS,
  }),
  /**
   * Whether every named consent of the player is granted right now and, with `viewerUserId`, whether
   * that user still reaches the player: the gateway asks on each request for a player's media (a share
   * link's viewer is signed in as nobody). An unknown player is not granted.
   */
  'identity.consent.check': defineRpc({
    request: z
      .object({
        playerId: z.uuid(),
        consentTypes: z.array(z.enum(CONSENT_TYPES)).min(1).max(CONSENT_TYPES.length),
        /** Also refused when one of them changed after this instant (a share link dies for good). */
        unchangedSince: z.iso.datetime().optional(),
        /**
         * The user the URL was issued for: refused when that user no longer exists, is deactivated or
         * no longer reaches the player (ARCHITECTURE §9 scope, from identity's own tables).
         */
        viewerUserId: z.uuid().optional(),
      })
      .strict(),
    response: z.object({ granted: z.boolean(), reason: z.enum(MEDIA_GRANT_REFUSALS).optional() }),
    access: 'public',
  }),
  'identity.player.consent-history': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: z.array(consentHistoryEntrySchema),
    access: PLAYER_DATA_READERS,
  }),
  /**
   * Sends a Parents & Guardians entry a new invitation (the player, their staff): earlier links of
   * the entry stop working at once; the mail goes out through the outbox.
   */
  'identity.guardian.invite': defineRpc({
    request: z.object({ playerId: z.uuid(), parentId: z.uuid() }).strict(),
    response: guardianInvitationSentSchema,
    access: staffAndPlayers,
  }),
  /** A new `parent` account from an invitation (its e-mail), holding the child; the gateway signs it in. */
  'identity.guardian.accept-invitation': defineRpc({
    request: guardianAccountCreateSchema,
    response: authenticatedUserSchema.extend({ child: familyChildSchema }),
    access: 'public',
  }),
  /** The signed-in parent account takes the child on; its sessions carry the child before this answers. */
  'identity.guardian.link-invitation': defineRpc({
    request: z.object({ token: guardianInvitationTokenSchema }).strict(),
    response: guardianInvitationAcceptedSchema,
    access: ['parent'],
  }),
  /**
   * A player under their club's consent age asks their guardians for a consent: one open request per
   * player and consent (asking again answers it), each guardian with an e-mail mailed through the
   * outbox; 409 when already granted or the player decides it, 429 past a few a day.
   */
  'identity.consent-request.create': defineRpc({
    request: z.object({ playerId: z.uuid(), request: consentRequestCreateSchema }).strict(),
    response: consentRequestAnswerSchema,
    access: ['player'],
  }),
  /** The open consent requests of the parent's children, oldest first. */
  'identity.family.consent-requests': defineRpc({
    request: emptyRequestSchema,
    response: z.array(consentRequestSchema),
    access: ['parent'],
  }),
  /** The parent's children, each with their club (at most MAX_CHILDREN_PER_PARENT). */
  'identity.family.children': defineRpc({
    request: emptyRequestSchema,
    response: z.array(familyChildSchema),
    access: ['parent'],
  }),
  /** Records that the parent opened this child's family home now; answers the child with the new `lastVisitAt` (404 for any other child). */
  'identity.family.visit': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: familyChildSchema,
    access: ['parent'],
  }),
  'identity.club.get': defineRpc({ request: emptyRequestSchema, response: clubSettingsSchema, access: ['admin'] }),
  /** The admin's own club only; changes who decides consents for its players from the next request. */
  'identity.club.update': defineRpc({ request: clubUpdateSchema, response: clubSettingsSchema, access: ['admin'] }),
  'identity.player.own-profile.get': defineRpc({
    request: emptyRequestSchema,
    response: ownProfileSchema,
    access: ['player'],
  }),
  'identity.player.own-profile.save': defineRpc({
    request: z.object({ profile: ownProfileSaveSchema }).strict(),
    response: ownProfileSchema,
    access: ['player'],
  }),
  /** Players newest first; `search` matches names, e-mail, team and club. */
  'identity.player.list': defineRpc({
    request: z
      .object({
        search: textSchema().trim().max(200).optional(),
        squadId: z.uuid().optional(),
        page: z.number().int().min(1),
        pageSize: z.number().int().min(1).max(UNPAGED_LIST_CEILING),
        stats: z.boolean().optional(),
      })
      .strict(),
    response: adminPlayerPageSchema,
    access: ['coach', 'admin'],
  }),
  /**
   * Erasure (issue 25): a guardian or the player at or over the consent age asks (a mail with a link
   * follows), an admin of the player's club may delete at once (`immediate`); coaches never.
   */
  'identity.player-deletion.request': defineRpc({
    request: z.object({ playerId: z.uuid(), request: playerDeletionRequestSchema }).strict(),
    response: playerDeletionStateSchema,
    access: ['player', 'parent', 'admin'],
  }),
  /** The mailed link: the token alone proves who asked (it is public like a password reset link). */
  'identity.player-deletion.confirm': defineRpc({
    request: playerDeletionConfirmSchema,
    response: playerDeletionConfirmedSchema,
    access: 'public',
  }),
  'identity.player-deletion.cancel': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: playerDeletionStateSchema,
    access: ['player', 'parent', 'admin'],
  }),
  'identity.player-deletion.get': defineRpc({
    request: z.object({ playerId: z.uuid() }).strict(),
    response: playerDeletionStateSchema,
    access: ['player', 'parent', 'admin'],
  }),
} as const;
