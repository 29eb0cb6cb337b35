import { type VideoWithComments, videoFeedbackInPeriod } from './video-feedback';

const period = { start: '2026-03-01', end: '2026-04-11' };
const video = (overrides: Partial<VideoWithComments>): VideoWithComments => ({
  title: 'Match vs Rovers',
  status: 'In Review',
  summary: null,
  uploadDate: '2026-03-10T09:00:00.000Z',
  comments: [],
  ...overrides,
});
const coachSays = (createdAt: string, atSeconds: number, text: string) => ({
  atSeconds,
  text,
  authorRole: 'coach',
  createdAt,
});

describe('videoFeedbackInPeriod', () => {
  it('keeps a video uploaded in the period with a summary or marked Reviewed, not one still waiting', () => {
    const feedback = videoFeedbackInPeriod(
      [
        video({ title: 'Waiting' }),
        video({ title: 'Summarised', summary: 'Good first touch.', uploadDate: '2026-03-20T10:00:00.000Z' }),
        video({ title: 'Reviewed', status: 'Reviewed', uploadDate: '2026-03-05T10:00:00.000Z' }),
      ],
      period,
    );
    expect(feedback.map((item) => item.title)).toEqual(['Reviewed', 'Summarised']);
    expect(feedback[1]).toEqual({
      title: 'Summarised',
      status: 'In Review',
      summary: 'Good first touch.',
      comments: [],
    });
  });

  it("keeps only the coach's comments written in the period, ordered by time in the video", () => {
    const [feedback, ...rest] = videoFeedbackInPeriod(
      [
        video({
          title: 'Older upload',
          uploadDate: '2026-01-10T10:00:00.000Z',
          summary: 'Summary from January.',
          comments: [
            coachSays('2026-03-02T08:00:00.000Z', 95, 'Scan before receiving.'),
            coachSays('2026-02-27T08:00:00.000Z', 10, 'Before the period.'),
            coachSays('2026-04-11T23:59:00.000Z', 12.5, 'Open your body.'),
            { atSeconds: 20, text: 'Thanks coach', authorRole: 'player', createdAt: '2026-03-03T08:00:00.000Z' },
          ],
        }),
      ],
      period,
    );
    expect(rest).toEqual([]);
    expect(feedback).toEqual({
      title: 'Older upload',
      status: 'In Review',
      summary: 'Summary from January.',
      comments: [
        { atSeconds: 12.5, text: 'Open your body.' },
        { atSeconds: 95, text: 'Scan before receiving.' },
      ],
    });
  });

  it('leaves out a summarised video uploaded outside the period without comments in it', () => {
    expect(
      videoFeedbackInPeriod(
        [
          video({ summary: 'Old news', uploadDate: '2026-04-12T00:00:00.000Z' }),
          video({ status: 'Reviewed', uploadDate: '2026-02-28T23:00:00.000Z' }),
        ],
        period,
      ),
    ).toEqual([]);
  });
});
