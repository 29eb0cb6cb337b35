import { deletionHeading, deletionStateText, graceText, whose } from './deletion-display';

const when = (iso: string) => `<${iso}>`;
const mia = { audience: 'guardian', name: 'Mia' } as const;
const you = { audience: 'player', name: 'Ben' } as const;

describe('deletion display', () => {
  it('addresses a parent about their child and a player as "you"', () => {
    expect(whose(mia)).toBe("Mia's");
    expect(whose(you)).toBe('your');
    expect(deletionHeading(mia)).toBe("Delete all of Mia's data");
    expect(deletionHeading(you)).toBe('Delete all of your data');
  });

  it('says the grace period in days when it is whole days', () => {
    expect(graceText(168)).toBe('7 days');
    expect(graceText(24)).toBe('1 day');
    expect(graceText(36)).toBe('36 hours');
    expect(graceText(1)).toBe('1 hour');
  });

  it('tells each state in words', () => {
    expect(deletionStateText({ state: 'none' }, mia, when)).toBe("Nothing is scheduled: Mia's data is kept.");
    expect(
      deletionStateText(
        {
          state: 'scheduled',
          requestedAt: 'a',
          requestedBy: 'guardian',
          confirmedAt: 'b',
          scheduledFor: '2026-12-03T05:00:00.000Z',
        },
        you,
        when,
      ),
    ).toBe('All of your data will be deleted on <2026-12-03T05:00:00.000Z>. You can cancel until then.');
    expect(
      deletionStateText(
        { state: 'awaiting-confirmation', requestedAt: 'a', requestedBy: 'player', confirmationExpiresAt: 'x' },
        you,
        when,
      ),
    ).toContain('confirmation link');
  });
});
