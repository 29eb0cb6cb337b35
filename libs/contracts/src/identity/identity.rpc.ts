import { z } from 'zod';
import { actorSchema, roleSchema } from '../actor';
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

const authenticatedUserSchema = z.object({ user: currentUserSchema, actor: actorSchema });

/** identity's request/reply subjects. Sign-up and credential checks come from anonymous visitors. */
export const identityRpc = {
  'identity.health.ping': healthPingRpc,
  'identity.auth.signup': defineRpc({
    request: signupRequestSchema,
    response: authenticatedUserSchema,
    access: 'public',
  }),
  'identity.auth.verify-credentials': defineRpc({
    request: loginRequestSchema,
    response: authenticatedUserSchema,
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
  'identity.user.set-role': defineRpc({
    request: z.object({ userId: z.uuid(), role: roleSchema }).strict(),
    response: adminUserSchema,
    access: ['admin'],
  }),
  'identity.player.me': defineRpc({ request: emptyRequestSchema, response: playerSelfSchema, access: ['player'] }),
} as const;
