import {
  MEDIA_DELETION_GRACE_DAYS,
  MEDIA_WITHDRAWAL_NOTICE,
  formatConsentDate,
  isMediaDeletionDue,
  mediaDeletionDueAt,
} from './media-consent';

describe("deletion of a player's media after the media consent is withdrawn", () => {
  it('is due 30 days after the withdrawal, to the millisecond', () => {
    expect(MEDIA_DELETION_GRACE_DAYS).toBe(30);
    expect(mediaDeletionDueAt('2026-11-25T18:00:00.000Z')).toBe('2026-12-25T18:00:00.000Z');
    expect(mediaDeletionDueAt(new Date('2026-02-10T00:00:00.500Z'))).toBe('2026-03-12T00:00:00.500Z');
  });

  it('shows its dates as long en-US dates', () => {
    expect(formatConsentDate('2026-12-25T12:00:00.000Z')).toBe('December 25, 2026');
  });

  it('counts whole days of 24 hours across a daylight-saving change and a leap day', () => {
    expect(mediaDeletionDueAt('2028-02-20T12:00:00.000Z')).toBe('2028-03-21T12:00:00.000Z');
    expect(mediaDeletionDueAt('2026-03-20T01:30:00.000Z')).toBe('2026-04-19T01:30:00.000Z');
  });

  it('is not due a moment before, and is due at and after the due time', () => {
    const withdrawnAt = '2026-11-25T18:00:00.000Z';
    expect(isMediaDeletionDue(withdrawnAt, new Date('2026-12-25T17:59:59.999Z'))).toBe(false);
    expect(isMediaDeletionDue(withdrawnAt, new Date('2026-12-25T18:00:00.000Z'))).toBe(true);
    expect(isMediaDeletionDue(withdrawnAt, new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('says on the consent screen that the media is hidden at once and deleted after 30 days', () => {
    expect(MEDIA_WITHDRAWAL_NOTICE).toContain('hides your videos and photos at once');
    expect(MEDIA_WITHDRAWAL_NOTICE).toContain('deleted 30 days later unless consent is given again');
  });
});
