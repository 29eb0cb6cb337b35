import { reportVideoFeedback, videoTime } from './video-feedback.rules';

describe('videoTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [83.4, '1:23'],
    [3723, '1:02:03'],
    [-4, '0:00'],
  ])('%s s is %s', (seconds, expected) => expect(videoTime(seconds)).toBe(expected));
});

describe('reportVideoFeedback', () => {
  it("writes each comment's time in the video as the player reads it", () => {
    expect(
      reportVideoFeedback([
        { title: 'Match vs Rovers', status: 'Reviewed', summary: null, comments: [{ atSeconds: 95, text: 'Scan.' }] },
      ]),
    ).toEqual([
      { title: 'Match vs Rovers', status: 'Reviewed', summary: null, comments: [{ at: '1:35', text: 'Scan.' }] },
    ]);
  });
});
