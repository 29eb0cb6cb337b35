import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { type AdminUser, type AdminUserPage, adminUserListQuerySchema, setRoleRequestSchema } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';

const userIdParam = z.uuid('User id must be a valid id');

@Controller('admin/users')
@RolesAllowed('admin')
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(
    @Query(new ZodValidation(adminUserListQuerySchema)) query: z.output<typeof adminUserListQuerySchema>,
    @Caller() caller: CallerContext,
  ): Promise<AdminUserPage> {
    return this.rpc.call('identity.user.list', query, caller);
  }

  @Patch(':id')
  setRole(
    @Param('id', new ZodValidation(userIdParam)) userId: string,
    @Body(new ZodValidation(setRoleRequestSchema)) body: z.output<typeof setRoleRequestSchema>,
    @Caller() caller: CallerContext,
  ): Promise<AdminUser> {
    return this.rpc.call('identity.user.set-role', { userId, role: body.role }, caller);
  }
}
