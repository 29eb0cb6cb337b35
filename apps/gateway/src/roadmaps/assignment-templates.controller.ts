import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  type AssignmentTemplate,
  type AssignmentTemplateCreateParsed,
  type AssignmentTemplateUpdateParsed,
  assignmentTemplateCreateSchema,
  assignmentTemplateUpdateSchema,
} from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { z } from 'zod';
import { RolesAllowed } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { IdempotentCreate } from '../idempotency/idempotent-route';
import { Answers } from '../openapi/answers.decorator';

const templatePath = new ZodValidation(z.object({ id: z.uuid('Template id must be a valid id') }));

/** The caller's club's assignment templates; another club's template is 404 like a missing one. */
@Controller('assignment-templates')
@RolesAllowed('coach', 'admin')
export class AssignmentTemplatesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Answers('roadmap.template.list')
  list(@Caller() caller: CallerContext): Promise<AssignmentTemplate[]> {
    return this.rpc.call('roadmap.template.list', {}, caller);
  }

  @Post()
  @Answers('roadmap.template.create')
  @IdempotentCreate()
  @HttpCode(201)
  create(
    @Body(new ZodValidation(assignmentTemplateCreateSchema)) body: AssignmentTemplateCreateParsed,
    @Caller() caller: CallerContext,
  ): Promise<AssignmentTemplate> {
    return this.rpc.call('roadmap.template.create', body, caller);
  }

  @Patch(':id')
  @Answers('roadmap.template.update')
  update(
    @Param(templatePath) { id: templateId }: { id: string },
    @Body(new ZodValidation(assignmentTemplateUpdateSchema)) changes: AssignmentTemplateUpdateParsed,
    @Caller() caller: CallerContext,
  ): Promise<AssignmentTemplate> {
    return this.rpc.call('roadmap.template.update', { templateId, changes }, caller);
  }

  @Delete(':id')
  @Answers({ description: 'Deleted.' })
  @HttpCode(204)
  async remove(
    @Param(templatePath) { id: templateId }: { id: string },
    @Caller() caller: CallerContext,
  ): Promise<void> {
    await this.rpc.call('roadmap.template.delete', { templateId }, caller);
  }
}
