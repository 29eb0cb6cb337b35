import { viewerDay } from '../../common/dates';

/** '5 min ago', '3 h ago', '19 Nov' for a notification's time, relative to `now`. */
export function notificationAge(createdAt: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return viewerDay(createdAt, { year: false });
}

/** The bell's accessible name says whether something is unread. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return `Notifications, ${unread} unread`;
}
