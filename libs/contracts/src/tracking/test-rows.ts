import type { DashboardCheckIn, DashboardSession } from './progress-dashboard';

/** Test rows for the dashboard and period rules (left out of the build: see tsconfig.json). */
const at = '2026-11-20T10:00:00.000Z';

export function sessionRow(playerId: string, date: string, minutes: number, rpe: number | null): DashboardSession {
  return {
    id: crypto.randomUUID(),
    playerId,
    date,
    dayOfWeek: 'x',
    type: 'Team',
    category: 'Team',
    minutes,
    rpe,
    notes: null,
    wellnessRating: null,
    createdAt: at,
  };
}

export function checkInRow(playerId: string, date: string, energy: number): DashboardCheckIn {
  return {
    id: crypto.randomUUID(),
    playerId,
    date,
    energy,
    fatigue: 3,
    sleep: 3,
    motivation: 3,
    soreness: null,
    mood: null,
    comment: null,
    createdAt: at,
    updatedAt: at,
  };
}
