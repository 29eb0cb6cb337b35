import { Controller } from '@nestjs/common';
import type { ReportCommentResult, ReportComments, ReportMailPreference } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { ReportCommentsService } from './report-comments.service';
import { ReportMailPreferenceRepository } from './report-mail-preference.repository';

/** The coach's comment per period (in that period's PDF) and each coach's choice of report e-mails. */
@Controller()
export class ReportCommentsController {
  constructor(
    private readonly comments: ReportCommentsService,
    private readonly preferences: ReportMailPreferenceRepository,
  ) {}

  @RpcHandler('reports.comment.list')
  list(call: AuthenticatedRpcCall<'reports.comment.list'>): Promise<ReportComments> {
    return this.comments.list(call.actor, call.data.playerId);
  }

  @RpcHandler('reports.comment.put')
  put(call: AuthenticatedRpcCall<'reports.comment.put'>): Promise<ReportCommentResult> {
    return this.comments.put(call.actor, call.data);
  }

  @RpcHandler('reports.mail-preference.get')
  async preference(call: AuthenticatedRpcCall<'reports.mail-preference.get'>): Promise<ReportMailPreference> {
    return { reportMails: await this.preferences.modeOf(call.actor.userId) };
  }

  @RpcHandler('reports.mail-preference.set')
  async setPreference(call: AuthenticatedRpcCall<'reports.mail-preference.set'>): Promise<ReportMailPreference> {
    await this.preferences.set(call.actor.userId, call.data.reportMails);
    return { reportMails: call.data.reportMails };
  }
}
