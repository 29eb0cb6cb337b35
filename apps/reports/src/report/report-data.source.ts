import { Injectable } from '@nestjs/common';
import { LIST_PAGE_MAX } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { type PlayerOnFile, REPORTS_SYSTEM_ACTOR } from '../directory/identity-directory';
import type { ReportSnapshot } from './report-content.rules';
import type { ReportPeriod } from './report-period.rules';

const context = { actor: REPORTS_SYSTEM_ACTOR };

/**
 * Asks tracking and roadmap over NATS for one player's period (never their tables). Any service that
 * does not answer throws, so the job fails and BullMQ retries it: no report is made half-empty.
 * Media (video feedback), tracking's sessions, check-ins and alerts, and identity's team have no
 * subjects on main yet; their sections are absent until they do.
 */
@Injectable()
export class ReportDataSource {
  constructor(private readonly rpc: RpcClient) {}

  async snapshot(player: PlayerOnFile, period: ReportPeriod, generatedOn: string): Promise<ReportSnapshot> {
    const [trainingLogs, assignments] = await Promise.all([
      this.trainingLogs(player.playerId, period),
      this.assignments(player.playerId, period),
    ]);
    return {
      player: { playerId: player.playerId, name: player.name, team: null },
      period,
      generatedOn,
      trainingLogs,
      assignments,
    };
  }

  /** Newest first, page by page until the logs are older than the period. */
  private async trainingLogs(playerId: string, period: ReportPeriod): Promise<ReportSnapshot['trainingLogs']> {
    const logs: ReportSnapshot['trainingLogs'] = [];
    let before: string | undefined;
    for (;;) {
      const page = await this.rpc.call(
        'tracking.training-log.list',
        { playerId, limit: LIST_PAGE_MAX, ...(before ? { before } : {}) },
        context,
      );
      for (const log of page.items)
        if (log.date >= period.start && log.date <= period.end)
          logs.push({ date: log.date, type: log.type, wellnessRating: log.wellnessRating });
      const oldest = page.items.at(-1);
      if (!page.nextCursor || !oldest || oldest.date < period.start) return logs;
      before = page.nextCursor;
    }
  }

  /** Assignments that had something happen in the period, with their review history. */
  private async assignments(playerId: string, period: ReportPeriod): Promise<ReportSnapshot['assignments']> {
    const all = [];
    let before: string | undefined;
    for (;;) {
      const page = await this.rpc.call(
        'roadmap.assignment.list',
        { playerId, limit: LIST_PAGE_MAX, ...(before ? { before } : {}) },
        context,
      );
      all.push(...page.items);
      if (!page.nextCursor) break;
      before = page.nextCursor;
    }
    const touched = all.filter(
      (assignment) =>
        assignment.createdAt.slice(0, 10) <= period.end &&
        (assignment.updatedAt.slice(0, 10) >= period.start ||
          (assignment.dueDate !== null && assignment.dueDate >= period.start)),
    );
    return Promise.all(
      touched.map(async (assignment) => {
        const history = await this.rpc.call('roadmap.assignment.history', { assignmentId: assignment.id }, context);
        return {
          title: assignment.title,
          status: assignment.status,
          dueDate: assignment.dueDate,
          submittedAt: assignment.submittedAt,
          reviews: history
            .filter((version) => version.kind === 'review')
            .map((version) => ({ toStatus: version.toStatus, note: version.note, at: version.createdAt })),
        };
      }),
    );
  }
}
