import { shortDay } from '@portal/contracts';

/** 'Thu 19 Nov 2026' for the calendar day '2026-11-19' (spec §2.9: short weekday, month, day, year). */
export function formatLogDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? shortDay(day, { weekday: true }) : day;
}

/** The heading of the wellness selector: 'How did you feel? (3/5)'. */
export function wellnessQuestion(rating: number): string {
  return `How did you feel? (${rating}/5)`;
}
