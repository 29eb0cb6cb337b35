import { Injectable } from '@nestjs/common';
import { RpcClient } from '@portal/server-kit';
import { AS_REPORTS_SERVICE, type PlayerOnFile } from '../directory/identity-directory';
import type { ReportSnapshot } from './report-content.rules';
import type { ReportPeriod } from './report-period.rules';
import { reportVideoFeedback } from './video-feedback.rules';

const context = AS_REPORTS_SERVICE;

/**
 * Asks tracking, roadmap and media over NATS for one player's period (never their tables), one
 * question each. Any service that does not answer throws, so the job fails and BullMQ retries it:
 * no report is made half-empty. The coach's comment is the reports service's own and is added by the caller.
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
    const days = { playerId, start: period.start, end: period.end };
    const [tracking, assignments, videos] = await Promise.all([
      this.rpc.call('tracking.progress.period', days, context),
      this.rpc.call('roadmap.assignment.period', days, context),
      this.rpc.call('media.video.feedback', days, context),
    ]);
    return {
      player: { playerId, name: player.name, team: player.team },
      period,
      generatedOn,
      trainingLogs: tracking.trainingLogs.map((log) => ({
        date: log.date,
        type: log.type,
        wellnessRating: log.wellnessRating,
      })),
      sessions: tracking.sessions.map((session) => ({
        date: session.date,
        minutes: session.minutes,
        rpe: session.rpe,
        type: session.type,
      })),
      wellness: tracking.checkIns.map((log) => ({
        date: log.date,
        energy: log.energy,
        fatigue: log.fatigue,
        sleep: log.sleep,
        motivation: log.motivation,
        soreness: log.soreness,
        mood: log.mood,
      })),
      trafficLights: tracking.weeks.map((week) => ({
        weekStart: week.weekStart,
        trafficLight: week.trafficLight,
        alerts: week.alerts.map((alert) => alert.message),
      })),
      assignments: assignments.map((assignment) => ({
        title: assignment.title,
        status: assignment.status,
        dueDate: assignment.dueDate,
        submittedAt: assignment.submittedAt,
        reviews: assignment.history
          .filter((version) => version.kind === 'review')
          .map((version) => ({ toStatus: version.toStatus, note: version.note, at: version.createdAt })),
      })),
      videos: reportVideoFeedback(videos),
    };
  }
}
