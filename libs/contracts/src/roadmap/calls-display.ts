/**
 * What a person reads about a coach's call rules: the change-notice sentence on the booking page and
 * the time-zone choices of the coach's availability form.
 */

/** The booking page's line on cancelling or moving: "up to 0 hours" reads wrong, so no notice says "any time". */
export function callChangeNoticeText(minimumNoticeHours: number): string {
  if (minimumNoticeHours <= 0) return 'You can cancel or move it any time before it starts.';
  const hours = minimumNoticeHours === 1 ? '1 hour' : `${minimumNoticeHours} hours`;
  return `You can cancel or move it up to ${hours} before it starts.`;
}

/**
 * The zones a coach picks from: the runtime's IANA names (`Intl.supportedValuesOf('timeZone')`), plus
 * UTC and the saved and the browser's zones when the runtime lists them under another name, sorted,
 * each once.
 */
export function timeZoneChoices(supported: readonly string[], ...alsoInclude: (string | null | undefined)[]): string[] {
  const zones = new Set(supported);
  zones.add('UTC');
  for (const zone of alsoInclude) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
