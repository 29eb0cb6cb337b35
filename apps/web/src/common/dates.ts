/** 'March 2025' (spec §2.12 Member Since); empty for a missing or unreadable date. */
export function formatMonthYear(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }).format(date);
}
