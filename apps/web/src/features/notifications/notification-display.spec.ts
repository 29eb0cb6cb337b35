import { bellLabel, notificationAge } from './notification-display';

describe('notification display', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');

  it('says how long ago, then the day', () => {
    expect(notificationAge('2026-11-20T11:59:40.000Z', now)).toBe('Just now');
    expect(notificationAge('2026-11-20T11:55:00.000Z', now)).toBe('5 min ago');
    expect(notificationAge('2026-11-20T09:00:00.000Z', now)).toBe('3 h ago');
    expect(notificationAge('2026-11-18T09:00:00.000Z', now)).toBe('18 Nov');
  });

  it('names the unread count in the bell label', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
  });
});
