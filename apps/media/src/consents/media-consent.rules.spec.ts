import { isMediaDeletionDue } from '@portal/contracts';
import { applyMediaConsentChange, deletionCutoff } from './media-consent.rules';

const at = (iso: string) => new Date(iso);

describe("media's copy of a player's media consent", () => {
  it('records a first withdrawal with its time, and a grant with none', () => {
    expect(applyMediaConsentChange(null, { granted: false, at: at('2026-11-01T10:00:00Z') })).toEqual({
      granted: false,
      withdrawnAt: at('2026-11-01T10:00:00Z'),
      lastChangeAt: at('2026-11-01T10:00:00Z'),
    });
    expect(applyMediaConsentChange(null, { granted: true, at: at('2026-11-01T10:00:00Z') })).toEqual({
      granted: true,
      withdrawnAt: null,
      lastChangeAt: at('2026-11-01T10:00:00Z'),
    });
  });

  it('keeps the first withdrawal time when withdrawn again, so the deletion date never moves later', () => {
    const withdrawn = applyMediaConsentChange(null, { granted: false, at: at('2026-11-01T10:00:00Z') })!;
    expect(applyMediaConsentChange(withdrawn, { granted: false, at: at('2026-11-05T10:00:00Z') })).toEqual({
      granted: false,
      withdrawnAt: at('2026-11-01T10:00:00Z'),
      lastChangeAt: at('2026-11-05T10:00:00Z'),
    });
  });

  it('a consent given again cancels the withdrawal; a later withdrawal starts a new 30 days', () => {
    const withdrawn = applyMediaConsentChange(null, { granted: false, at: at('2026-11-01T10:00:00Z') })!;
    const regranted = applyMediaConsentChange(withdrawn, { granted: true, at: at('2026-11-20T10:00:00Z') })!;
    expect(regranted).toMatchObject({ granted: true, withdrawnAt: null });
    expect(applyMediaConsentChange(regranted, { granted: false, at: at('2026-11-25T10:00:00Z') })).toMatchObject({
      granted: false,
      withdrawnAt: at('2026-11-25T10:00:00Z'),
    });
  });

  it('ignores a change older than (or as old as) the newest one applied', () => {
    const regranted = { granted: true, withdrawnAt: null, lastChangeAt: at('2026-11-20T10:00:00Z') };
    expect(applyMediaConsentChange(regranted, { granted: false, at: at('2026-11-19T10:00:00Z') })).toBeNull();
    expect(applyMediaConsentChange(regranted, { granted: false, at: at('2026-11-20T10:00:00Z') })).toBeNull();
  });
});

describe('which withdrawals the deletion job takes', () => {
  it('those withdrawn 30 days or more before now: the same moment as the due date the screen shows', () => {
    const now = at('2026-12-25T18:00:00.000Z');
    expect(deletionCutoff(now)).toEqual(at('2026-11-25T18:00:00.000Z'));
    expect(isMediaDeletionDue(deletionCutoff(now), now)).toBe(true);
    expect(isMediaDeletionDue(new Date(deletionCutoff(now).getTime() + 1), now)).toBe(false);
  });
});
