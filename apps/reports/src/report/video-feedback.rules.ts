import type { ReportPeriod } from './report-period.rules';

/** What media's list returns of a video, as much as a report needs. */
export interface VideoOnFile {
  title: string;
  status: string;
  summary: string | null;
  uploadDate: string;
  comments: { atSeconds: number; text: string; authorRole: string; createdAt: string }[];
}

/** One video's feedback in a report: the review summary and the coach's timed comments of the period. */
export interface VideoFeedback {
  title: string;
  status: string;
  summary: string | null;
  comments: { at: string; text: string }[];
}

/** `83.4` seconds → `1:23`; an hour or more → `1:02:03`. */
export function videoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/**
 * The videos with feedback received in the period, oldest upload first: those a coach commented on
 * in the period (with those comments, by time in the video), and those uploaded in the period that
 * have a review summary or were marked Reviewed. Player comments are not feedback.
 */
export function videoFeedbackInPeriod(videos: readonly VideoOnFile[], period: ReportPeriod): VideoFeedback[] {
  const within = (instant: string) => instant.slice(0, 10) >= period.start && instant.slice(0, 10) <= period.end;
  return videos
    .map((video) => ({
      video,
      comments: video.comments
        .filter((comment) => comment.authorRole !== 'player' && within(comment.createdAt))
        .sort((a, b) => a.atSeconds - b.atSeconds),
    }))
    .filter(
      ({ video, comments }) =>
        comments.length > 0 || (within(video.uploadDate) && (video.summary !== null || video.status === 'Reviewed')),
    )
    .sort((a, b) => a.video.uploadDate.localeCompare(b.video.uploadDate))
    .map(({ video, comments }) => ({
      title: video.title,
      status: video.status,
      summary: video.summary,
      comments: comments.map((comment) => ({ at: videoTime(comment.atSeconds), text: comment.text })),
    }));
}
