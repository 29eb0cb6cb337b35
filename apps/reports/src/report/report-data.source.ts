import { Injectable } from '@nestjs/common';
import type { PlayerPeriodRequest, PlayerProgressPeriod } from '@portal/contracts';
import { RpcClient } from '@portal/server-kit';
import { AS_REPORTS_SERVICE, type PlayerOnFile } from '../directory/identity-directory';
import { askInHalves } from './ask-in-halves';
import type { ReportSnapshot } from './report-content.rules';
import type { ReportPeriod } from './report-period.rules';
import { reportVideoFeedback } from './video-feedback.rules';

const context = AS_REPORTS_SERVICE;

export interface SnapshotRequest {
  player: PlayerOnFile;
  period: ReportPeriod;
}

/** The entry of a periods answer that names this player (services answer one per period asked). */
function answerFor<T extends { playerId: string }>(answers: readonly T[], playerId: string, service: string): T {
  const answer = answers.find((entry) => entry.playerId === playerId);
  if (!answer) throw new Error(`${service} did not answer for player ${playerId}`);
  return answer;
}

/**
 * Asks tracking, roadmap and media over NATS for a batch of players' periods (never their tables),
 * one question to each for the whole batch (in halves when an answer is too large for NATS). Any service that does not answer throws, so the job fails
 * and BullMQ retries it: no report is made half-empty. The coach's comment is the reports service's
 * own and is added by the caller.
 */
@Injectable()
export class ReportDataSource {
  constructor(private readonly rpc: RpcClient) {}

  /** One snapshot per request, in the order given. */
  async snapshots(
    requests: readonly SnapshotRequest[],
    generatedOn: string,
  ): Promise<Omit<ReportSnapshot, 'coachComment'>[]> {
    const periods: PlayerPeriodRequest[] = requests.map(({ player, period }) => ({
      playerId: player.playerId,
      start: period.start,
      end: period.end,
    }));
    const [tracking, roadmap, media] = await Promise.all([
      askInHalves(periods, (part) => this.rpc.call('tracking.progress.periods', { periods: part }, context)),
      askInHalves(periods, (part) => this.rpc.call('roadmap.assignment.periods', { periods: part }, context)),
      askInHalves(periods, (part) => this.rpc.call('media.video.feedback-periods', { periods: part }, context)),
    ]);
    return requests.map(({ player, period }) => {
      const { playerId } = player;
      return {
        player: { playerId, name: player.name, team: player.team },
        period,
        generatedOn,
        ...fromTracking(answerFor(tracking, playerId, 'tracking')),
        assignments: answerFor(roadmap, playerId, 'roadmap').assignments.map((assignment) => ({
          title: assignment.title,
          status: assignment.status,
          dueDate: assignment.dueDate,
          submittedAt: assignment.submittedAt,
          reviews: assignment.history
            .filter((version) => version.kind === 'review')
            .map((version) => ({ toStatus: version.toStatus, note: version.note, at: version.createdAt })),
        })),
        videos: reportVideoFeedback(answerFor(media, playerId, 'media').videos),
      };
    });
  }
}

function fromTracking(
  tracking: PlayerProgressPeriod,
): Pick<ReportSnapshot, 'trainingLogs' | 'sessions' | 'wellness' | 'trafficLights'> {
  return {
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
      alerts: week.alerts.map(({ rule, message, figures }) => ({ rule, message, figures })),
    })),
  };
}
