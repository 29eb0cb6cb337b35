import type { Assignment, Call, Report, Video } from '@portal/contracts';
import { childFirstName, familyNews, familyPathFor, familySubPath, possessive } from './family-display';

const assignment = (over: Partial<Assignment>): Assignment =>
  ({
    id: 'a1',
    title: 'Juggling',
    status: 'approved',
    updatedAt: '2026-03-10T10:00:00.000Z',
    ...over,
  }) as Assignment;
const call = (over: Partial<Call>): Call =>
  ({
    id: 'c1',
    coachName: 'Coach Kim',
    status: 'booked',
    startsAt: '2026-03-20T15:00:00.000Z',
    createdAt: '2026-03-10T09:00:00.000Z',
    cancelledAt: null,
    ...over,
  }) as Call;

describe('family display', () => {
  it('names the child by first name, possessive included', () => {
    expect(childFirstName({ fullName: 'Mia Striker' })).toBe('Mia');
    expect(childFirstName({ fullName: '  ' })).toBe('Your child');
    expect(childFirstName({ fullName: null })).toBe('Your child');
    expect(possessive('Mia')).toBe("Mia's");
    expect(possessive('James')).toBe("James'");
    expect(possessive('Your child')).toBe("Your child's");
  });

  it('keeps the page when switching child', () => {
    expect(familySubPath('/family/abc/roadmap')).toBe('roadmap');
    expect(familySubPath('/family/abc')).toBe('');
    expect(familySubPath('/family/abc/')).toBe('');
    expect(familySubPath('/family/abc/consents/')).toBe('consents');
    expect(familyPathFor('xyz', 'roadmap')).toBe('/family/xyz/roadmap');
    expect(familyPathFor('xyz', '')).toBe('/family/xyz');
  });
});

describe('familyNews', () => {
  const lastVisit = '2026-03-05T00:00:00.000Z';
  const now = new Date('2026-03-12T00:00:00.000Z');

  it('lists approvals and requests for changes made after the last visit, and nothing older', () => {
    const news = familyNews(
      {
        assignments: [
          assignment({ id: 'a1', status: 'approved' }),
          assignment({ id: 'a2', status: 'needs_changes', title: 'Passing', updatedAt: '2026-03-11T00:00:00.000Z' }),
          assignment({ id: 'a3', status: 'approved', updatedAt: '2026-03-01T00:00:00.000Z' }),
          assignment({ id: 'a4', status: 'in_progress' }),
        ],
      },
      lastVisit,
      now,
    );
    expect(news.map((item) => [item.kind, item.to])).toEqual([
      ['assignment-changes', 'assignments'],
      ['assignment-approved', 'assignments'],
    ]);
    expect(news[1]?.text).toBe('The coach approved “Juggling”');
  });

  it("counts only staff comments on a video as feedback, not the child's own", () => {
    const video = {
      id: 'v1',
      title: 'Match',
      comments: [
        { createdAt: '2026-03-06T00:00:00.000Z', authorRole: 'coach', replies: [] },
        {
          createdAt: '2026-03-07T00:00:00.000Z',
          authorRole: 'player',
          replies: [{ createdAt: '2026-03-08T00:00:00.000Z', authorRole: 'admin' }],
        },
        { createdAt: '2026-03-01T00:00:00.000Z', authorRole: 'coach', replies: [] },
      ],
    } as unknown as Video;
    const [item, ...rest] = familyNews({ videos: [video] }, lastVisit, now);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ kind: 'video-feedback', at: '2026-03-08T00:00:00.000Z', to: 'videos' });
    expect(item?.text).toBe('2 new coach comments on the video “Match”');
  });

  it('shows new reports, calls booked or cancelled since, and calls still to come', () => {
    const report = {
      id: 'r1',
      periodNumber: 2,
      periodStart: '2026-01-20',
      periodEnd: '2026-03-02',
      generatedAt: '2026-03-09T00:00:00.000Z',
    } as Report;
    const news = familyNews(
      {
        reports: [report, { ...report, id: 'r0', generatedAt: '2026-01-19T00:00:00.000Z' }],
        calls: {
          upcoming: [call({ id: 'booked-new' }), call({ id: 'older', createdAt: '2026-03-01T00:00:00.000Z' })],
          past: [
            call({ id: 'cancelled', status: 'cancelled', cancelledAt: '2026-03-07T00:00:00.000Z' }),
            call({ id: 'long-gone', startsAt: '2026-02-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' }),
          ],
        },
      },
      lastVisit,
      now,
    );
    expect(news.map((item) => [item.key, item.kind])).toEqual([
      ['c-booked-new', 'call-booked'],
      ['r-r1', 'report'],
      ['c-cancelled', 'call-cancelled'],
      ['c-older', 'call-upcoming'],
    ]);
  });

  it('counts everything on a first visit', () => {
    expect(
      familyNews({ assignments: [assignment({ updatedAt: '2020-01-01T00:00:00.000Z' })] }, null, now),
    ).toHaveLength(1);
  });
});
