import { callChangeNoticeText, timeZoneChoices } from './calls-display';

describe('callChangeNoticeText', () => {
  it('says "any time" when the coach asks no notice (never "up to 0 hours")', () => {
    expect(callChangeNoticeText(0)).toBe('You can cancel or move it any time before it starts.');
  });

  it('counts one hour in the singular and more in the plural', () => {
    expect(callChangeNoticeText(1)).toBe('You can cancel or move it up to 1 hour before it starts.');
    expect(callChangeNoticeText(12)).toBe('You can cancel or move it up to 12 hours before it starts.');
  });
});

describe('timeZoneChoices', () => {
  it('sorts the supported zones and adds UTC once', () => {
    expect(timeZoneChoices(['Europe/London', 'America/New_York', 'UTC'])).toEqual([
      'America/New_York',
      'Europe/London',
      'UTC',
    ]);
  });

  it('keeps a saved or browser zone the runtime lists under another name', () => {
    expect(timeZoneChoices(['Europe/Kyiv'], 'Europe/Kiev', null, undefined, 'Europe/Kyiv')).toEqual([
      'Europe/Kiev',
      'Europe/Kyiv',
      'UTC',
    ]);
  });
});
