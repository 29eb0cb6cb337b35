import {
  EVENT_DATE_REQUIRED_MESSAGE,
  SIMPLE_TITLE_REQUIRED_MESSAGE,
  STATUS_TITLE_REQUIRED_MESSAGE,
  UPLOAD_REQUIRED_MESSAGE,
  VIDEO_SEARCH_MAX,
  videoCreateSchema,
  videoListQuerySchema,
  videoReviewSchema,
} from './video';

const fieldErrors = (value: unknown) => {
  const result = videoCreateSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('POST /api/videos body', () => {
  it('reads a body with videoUrl as the simple flow, trimming title and description', () => {
    expect(
      videoCreateSchema.parse({ title: '  Final ', description: ' Goal ', videoUrl: '/objects/uploads/x' }),
    ).toEqual({
      flow: 'simple',
      title: 'Final',
      description: 'Goal',
      videoUrl: '/objects/uploads/x',
    });
  });

  it('needs a title and a finished upload in the simple flow (spec messages)', () => {
    expect(fieldErrors({ title: '   ', videoUrl: '' })).toEqual([
      ['title', SIMPLE_TITLE_REQUIRED_MESSAGE],
      ['videoUrl', UPLOAD_REQUIRED_MESSAGE],
    ]);
  });

  it('reads a body with fileUrl as the status version, type Game by default', () => {
    expect(videoCreateSchema.parse({ title: 'Derby', eventDate: '2026-11-15', fileUrl: 'u' })).toMatchObject({
      flow: 'status',
      type: 'Game',
      eventDate: '2026-11-15',
      opponent: null,
      notesFromPlayer: null,
    });
  });

  it('needs title and eventDate in the status version, type Game or Training, jersey 0–99', () => {
    expect(fieldErrors({ title: '', eventDate: '', type: 'Match', jerseyNumber: 100, fileUrl: 'u' })).toEqual([
      ['title', STATUS_TITLE_REQUIRED_MESSAGE],
      ['type', 'must be Game or Training'],
      ['eventDate', EVENT_DATE_REQUIRED_MESSAGE],
      ['jerseyNumber', 'must be a whole number from 0 to 99'],
    ]);
  });

  it('refuses unknown fields', () => {
    expect(fieldErrors({ title: 'x', videoUrl: 'u', status: 'Reviewed' })).toEqual([
      ['', 'Unrecognized key: "status"'],
    ]);
  });
});

describe('review body', () => {
  it('takes a summary, a status or both, and only the statuses a coach may set', () => {
    expect(videoReviewSchema.parse({ status: 'Reviewed' })).toEqual({ status: 'Reviewed' });
    expect(videoReviewSchema.parse({ summary: ' Nice ' })).toEqual({ summary: 'Nice' });
    expect(videoReviewSchema.safeParse({ status: 'In Review' }).success).toBe(false);
    expect(videoReviewSchema.safeParse({}).success).toBe(false);
  });
});

describe('GET /api/videos query', () => {
  const squadId = '55555555-5555-4555-8555-555555555555';

  it('takes a squad and a title search (trimmed; blank is no search) beside player and status', () => {
    expect(videoListQuerySchema.parse({ squadId, search: '  Corner ', status: 'Reviewed' })).toEqual({
      squadId,
      search: 'Corner',
      status: 'Reviewed',
    });
    expect(videoListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('refuses a malformed squad id and an overlong search, naming the field', () => {
    const result = videoListQuerySchema.safeParse({ squadId: 'u12', search: 'x'.repeat(VIDEO_SEARCH_MAX + 1) });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'search',
      'squadId',
    ]);
  });
});
