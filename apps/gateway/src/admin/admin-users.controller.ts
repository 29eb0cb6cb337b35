import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  type AdminUser,
  type AdminUserPage,
  type StaffInvitation,
  adminUserListQuerySchema,
  setRoleRequestSchema,
  staffInvitationRequestSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers } from '../openapi/answers.decorator';

const userIdParam = z.uuid('User id must be a valid id');
/** Checked as an object, so a bad id is a 400 naming `id`. */
const userPath = new ZodValidation(z.object({ id: userIdParam }));

/** The accounts of the admin's club; another club's user id is 404. */
@Controller('admin/users')
@RolesAllowed('admin')
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers('identity.user.list')
  list(
    @Query(new ZodValidation(adminUserListQuerySchema)) query: z.output<typeof adminUserListQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<AdminUserPage> {
    return this.rpc.call('identity.user.list', query, caller);
  }

  @Patch(':id')
  @Answers('identity.user.set-role')
  setRole(
    @Param('id', new ZodValidation(userIdParam)) userId: string,
    @Body(new ZodValidation(setRoleRequestSchema)) body: z.output<typeof setRoleRequestSchema>,
    @Caller() caller: CallerContext,
  ): Promise<AdminUser> {
    return this.rpc.call('identity.user.set-role', { userId, role: body.role }, caller);
  }

  /** A one-time link by e-mail to join the admin's club as a coach (no squads yet) or an admin. */
  @Post('invitations')
  @Answers('identity.user.invite-staff')
  @IdempotentCreate()
  @HttpCode(201)
  invite(
    @Body(new ZodValidation(staffInvitationRequestSchema)) body: z.output<typeof staffInvitationRequestSchema>,
    @Caller() caller: CallerContext,
  ): Promise<StaffInvitation> {
    return this.rpc.call('identity.user.invite-staff', body, caller);
  }

  /** The account can no longer sign in; its sessions have ended when this answers. */
  @Post(':id/deactivate')
  @Answers('identity.user.deactivate')
  @HttpCode(200)
  deactivate(@Param(userPath) { id: userId }: { id: string }, @Caller() caller: CallerContext): Promise<AdminUser> {
    return this.rpc.call('identity.user.deactivate', { userId }, caller);
  }

  @Post(':id/reactivate')
  @Answers('identity.user.reactivate')
  @HttpCode(200)
  reactivate(@Param(userPath) { id: userId }: { id: string }, @Caller() caller: CallerContext): Promise<AdminUser> {
    return this.rpc.call('identity.user.reactivate', { userId }, caller);
  }
}
