/** 'Thu, Nov 19, 2026' for the calendar day '2026-11-19' (spec §2.9), whatever the viewer's zone. */
export function formatLogDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}

/** The heading of the wellness selector: 'How did you feel? (3/5)'. */
export function wellnessQuestion(rating: number): string {
  return `How did you feel? (${rating}/5)`;
}
