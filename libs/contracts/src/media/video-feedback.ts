import { z } from 'zod';

/** A video as far as its feedback goes: what `videoFeedbackInPeriod` reads. */
export interface VideoWithComments {
  title: string;
  status: string;
  summary: string | null;
  /** ISO instant of the upload. */
  uploadDate: string;
  /** Top-level comments (replies are conversation, not feedback). */
  comments: readonly { atSeconds: number; text: string; authorRole: string; createdAt: string }[];
}

export const videoFeedbackSchema = z.object({
  title: z.string(),
  status: z.string(),
  summary: z.string().nullable(),
  /** The staff's comments written in the period, by time in the video. */
  comments: z.array(z.object({ atSeconds: z.number(), text: z.string() })),
});
export type VideoFeedback = z.infer<typeof videoFeedbackSchema>;

/**
 * The videos with feedback received in [start, end] (UTC days), oldest upload first: those a coach
 * or admin commented on in the period (with those comments, by time in the video), and those
 * uploaded in the period that have a review summary or were marked Reviewed. Player comments are
 * not feedback.
 */
export function videoFeedbackInPeriod(
  videos: readonly VideoWithComments[],
  period: { start: string; end: string },
): VideoFeedback[] {
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
      comments: comments.map((comment) => ({ atSeconds: comment.atSeconds, text: comment.text })),
    }));
}
