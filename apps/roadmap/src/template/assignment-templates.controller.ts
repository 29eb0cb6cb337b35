import { Controller } from '@nestjs/common';
import type { AssignmentTemplate } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { AssignmentTemplatesService } from './assignment-templates.service';

@Controller()
export class AssignmentTemplatesController {
  constructor(private readonly templates: AssignmentTemplatesService) {}

  @RpcHandler('roadmap.template.list')
  list(call: AuthenticatedRpcCall<'roadmap.template.list'>): Promise<AssignmentTemplate[]> {
    return this.templates.list(call.actor);
  }

  @RpcHandler('roadmap.template.create')
  create(call: AuthenticatedRpcCall<'roadmap.template.create'>): Promise<AssignmentTemplate> {
    return this.templates.create(call.actor, call.data);
  }

  @RpcHandler('roadmap.template.update')
  update(call: AuthenticatedRpcCall<'roadmap.template.update'>): Promise<AssignmentTemplate> {
    return this.templates.update(call.actor, call.data.templateId, call.data.changes);
  }

  @RpcHandler('roadmap.template.delete')
  async delete(call: AuthenticatedRpcCall<'roadmap.template.delete'>): Promise<{ deleted: true }> {
    await this.templates.delete(call.actor, call.data.templateId);
    return { deleted: true };
  }
}
