import { VIDEO_STATUSES, type Video } from './video';

/** Spec §2.11: duration as m:ss (minutes unbounded, seconds floored); absent while unknown. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Spec §2.11: upload date in en-US with year, short month, day, hour and minute. */
export function formatUploadDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** Spec §9: 'This Month' compares the month and year of uploadDate with now (in the viewer's zone). */
export function isThisMonth(iso: string, now: Date = new Date()): boolean {
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

/**
 * The one word a person reads for where a video's review stands, on both video pages, the review
 * panel and the coach's lists: the stored status in the spec's words (§4, status version: 'In
 * Review' on upload, then 'Needs More Info' or 'Reviewed'). The simple reading's 'Pending Review'
 * named the same state as 'In Review', so one video read differently on /videos and
 * /video-analysis; it is not used. A status this client does not know is shown as it is (neutral
 * colour), and a missing one is the upload state.
 */
export function videoStatusWord(status: string | null | undefined): string {
  const trimmed = status?.trim() ?? '';
  if (trimmed === '') return 'In Review';
  return VIDEO_STATUSES.find((known) => known.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

/** Spec §4: the status badge's colour, by the word people read; any other value is neutral. */
export function videoStatusColor(status: string | null | undefined): string {
  switch (videoStatusWord(status)) {
    case 'Reviewed':
      return 'green';
    case 'Needs More Info':
      return 'orange';
    case 'In Review':
      return 'blue';
    default:
      return 'gray';
  }
}

/** The simple reading's feedback: the coach's written summary (`coachComments`), when there is one. */
export function hasCoachFeedback(video: Pick<Video, 'coachComments'>): boolean {
  return !!video.coachComments && video.coachComments.trim() !== '';
}

export interface VideoStats {
  total: number;
  withFeedback: number;
  thisMonth: number;
}

/** The simple page's three stat cards. */
export function summarizeVideos(
  videos: readonly Pick<Video, 'coachComments' | 'uploadDate'>[],
  now = new Date(),
): VideoStats {
  return {
    total: videos.length,
    withFeedback: videos.filter(hasCoachFeedback).length,
    thisMonth: videos.filter((video) => isThisMonth(video.uploadDate, now)).length,
  };
}

/**
 * Upload retries (the widget defaults the spec's client used: after 0, 1, 3 and 5 s). Returns the
 * delay before retry number `attempt` (1-based), or null when no retry is left.
 */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;
export function uploadRetryDelay(attempt: number): number | null {
  return UPLOAD_RETRY_DELAYS_MS[attempt - 1] ?? null;
}

/** Seconds left at the current speed, or null while the speed is unknown. */
export function secondsLeft(bytesSent: number, bytesTotal: number, bytesPerSecond: number): number | null {
  if (bytesPerSecond <= 0 || bytesTotal <= 0) return null;
  return Math.max(0, Math.ceil((bytesTotal - bytesSent) / bytesPerSecond));
}
