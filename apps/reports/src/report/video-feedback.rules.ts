import type { VideoFeedback as MediaVideoFeedback } from '@portal/contracts';

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

/** Media's feedback of the period (chosen by media's `videoFeedbackInPeriod`) as the report prints it. */
export function reportVideoFeedback(feedback: readonly MediaVideoFeedback[]): VideoFeedback[] {
  return feedback.map((video) => ({
    ...video,
    comments: video.comments.map((comment) => ({ at: videoTime(comment.atSeconds), text: comment.text })),
  }));
}
