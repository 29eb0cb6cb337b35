import { Controller } from '@nestjs/common';
import type { ReportCommentResult, ReportComments, ReportMailPreference } from '@portal/contracts';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { ReportCommentsService } from './report-comments.service';
import { ReportMailPreferencesService } from './report-mail-preferences.service';

/** The coach's comment per period (in that period's PDF) and each coach's choice of report e-mails. */
@Controller()
export class ReportCommentsController {
  constructor(
    private readonly comments: ReportCommentsService,
    private readonly preferences: ReportMailPreferencesService,
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
  preference(call: AuthenticatedRpcCall<'reports.mail-preference.get'>): Promise<ReportMailPreference> {
    return this.preferences.get(call.actor);
  }

  @RpcHandler('reports.mail-preference.set')
  setPreference(call: AuthenticatedRpcCall<'reports.mail-preference.set'>): Promise<ReportMailPreference> {
    return this.preferences.set(call.actor, call.data.reportMails);
  }
}
