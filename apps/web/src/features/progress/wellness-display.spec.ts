import { NOT_RATED, optionalItemLabel, optionalRatingsText, wellnessRatingsText } from './wellness-display';

const required = { energy: 4, fatigue: 3, sleep: 2, motivation: 5 };

describe('wellness check-in display (spec §3 optional soreness and mood)', () => {
  it('labels an optional item with its rating, or as optional while unrated', () => {
    expect(optionalItemLabel('soreness', null)).toBe('Soreness (optional)');
    expect(optionalItemLabel('soreness', 2)).toBe('Soreness (2/5)');
    expect(optionalItemLabel('mood', 5)).toBe('Mood (5/5)');
    expect(NOT_RATED).not.toMatch(/^[1-5]$/);
  });

  it('lists soreness and mood only when rated', () => {
    expect(optionalRatingsText({ soreness: null, mood: null })).toBeNull();
    expect(optionalRatingsText({ soreness: 2, mood: null })).toBe('Soreness 2');
    expect(optionalRatingsText({ soreness: null, mood: 1 })).toBe('Mood 1');
    expect(optionalRatingsText({ soreness: 2, mood: 4 })).toBe('Soreness 2 · Mood 4');
  });

  it('reads the required four, then the optional ones', () => {
    expect(wellnessRatingsText({ ...required, soreness: null, mood: null })).toBe(
      'Energy 4 · Fatigue 3 · Sleep 2 · Motivation 5',
    );
    expect(wellnessRatingsText({ ...required, soreness: 1, mood: 4 })).toBe(
      'Energy 4 · Fatigue 3 · Sleep 2 · Motivation 5 · Soreness 1 · Mood 4',
    );
  });
});
