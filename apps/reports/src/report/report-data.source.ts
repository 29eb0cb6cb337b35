import { Injectable } from '@nestjs/common';
import { LIST_PAGE_MAX, type Page, addDays, mondayWeekOf } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { AS_REPORTS_SERVICE, type PlayerOnFile } from '../directory/identity-directory';
import { type ReportSnapshot, sessionsFrom } from './report-content.rules';
import type { ReportPeriod } from './report-period.rules';
import { type VideoOnFile, videoFeedbackInPeriod } from './video-feedback.rules';

const context = AS_REPORTS_SERVICE;

/**
 * Asks tracking, roadmap and media over NATS for one player's period (never their tables). Any
 * service that does not answer throws, so the job fails and BullMQ retries it: no report is made
 * half-empty. The coach's comment is the reports service's own and is added by the caller.
 */
@Injectable()
export class ReportDataSource {
  constructor(private readonly rpc: RpcClient) {}

  async snapshot(
    player: PlayerOnFile,
    period: ReportPeriod,
    generatedOn: string,
  ): Promise<Omit<ReportSnapshot, 'coachComment'>> {
    const { playerId } = player;
    const [trainingLogs, sessions, wellness, trafficLights, assignments, videos] = await Promise.all([
      this.pagedWithin(period.start, period.end, (before) =>
        this.rpc.call('tracking.training-log.list', { playerId, limit: LIST_PAGE_MAX, before }, context),
      ),
      this.pagedWithin(sessionsFrom(period), period.end, (before) =>
        this.rpc.call('tracking.training-session.list', { playerId, limit: LIST_PAGE_MAX, before }, context),
      ),
      this.pagedWithin(period.start, period.end, (before) =>
        this.rpc.call('tracking.wellness.list', { playerId, limit: LIST_PAGE_MAX, before }, context),
      ),
      this.trafficLights(playerId, period),
      this.assignments(playerId, period),
      this.videos(playerId),
    ]);
    return {
      player: { playerId, name: player.name, team: player.team },
      period,
      generatedOn,
      trainingLogs: trainingLogs.map((log) => ({ date: log.date, type: log.type, wellnessRating: log.wellnessRating })),
      sessions: sessions.map((session) => ({
        date: session.date,
        minutes: session.minutes,
        rpe: session.rpe,
        type: session.type,
      })),
      wellness: wellness.map((log) => ({
        date: log.date,
        energy: log.energy,
        fatigue: log.fatigue,
        sleep: log.sleep,
        motivation: log.motivation,
        soreness: log.soreness,
        mood: log.mood,
      })),
      trafficLights,
      assignments,
      videos: videoFeedbackInPeriod(videos, period),
    };
  }

  /** Every video of the player: one uploaded before the period may have had feedback in it. */
  private async videos(playerId: string): Promise<VideoOnFile[]> {
    const videos: VideoOnFile[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await this.rpc.call(
        'media.video.list',
        { playerId, limit: LIST_PAGE_MAX, ...(before ? { before } : {}) },
        context,
      );
      videos.push(...page.items);
      if (!page.nextCursor) return videos;
      before = page.nextCursor;
    }
  }

  /** A newest-first list read page by page until it is older than `from`; items in [from, to]. */
  private async pagedWithin<T extends { date: string }>(
    from: string,
    to: string,
    page: (before: string | undefined) => Promise<Page<T>>,
  ): Promise<T[]> {
    const items: T[] = [];
    let before: string | undefined;
    for (;;) {
      const result = await page(before);
      items.push(...result.items.filter((item) => item.date >= from && item.date <= to));
      const oldest = result.items.at(-1);
      if (!result.nextCursor || !oldest || oldest.date < from) return items;
      before = result.nextCursor;
    }
  }

  /** Tracking's traffic light of each Monday week that overlaps the period (as of the period's end). */
  private async trafficLights(playerId: string, period: ReportPeriod): Promise<ReportSnapshot['trafficLights']> {
    const weeks: string[] = [];
    for (let week = mondayWeekOf(period.start).start; week <= period.end; week = addDays(week, 7)) weeks.push(week);
    return Promise.all(
      weeks.map(async (weekStart) => {
        const today = addDays(weekStart, 6) < period.end ? addDays(weekStart, 6) : period.end;
        const dashboard = await this.rpc.call('tracking.progress.dashboard', { playerId, weekStart, today }, context);
        return {
          weekStart,
          trafficLight: dashboard.trafficLight,
          alerts: dashboard.alerts.map((alert) => alert.message),
        };
      }),
    );
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
