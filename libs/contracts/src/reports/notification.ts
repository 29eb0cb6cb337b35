import { z } from 'zod';
import { LIST_PAGE_MAX, listCursorSchema, pageSchema } from '../paging';

/** What a notification is about; the bell's list renders each with its title and link. */
export const NOTIFICATION_KINDS = [
  'assignment-created',
  'assignment-approved',
  'assignment-needs-changes',
  'assignment-submitted',
  'video-reviewed',
  'video-uploaded',
  'traffic-light-red',
  'report-ready',
  'call-booked',
  'call-rescheduled',
  'call-cancelled',
  'consent-decided',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /api/notifications item. `kind` is a plain string so a newer kind still parses. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path of the web app: the thing the notification is about. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationPageSchema = pageSchema(notificationSchema);

/** GET /api/notifications?limit=&before= (latest first; 20 by default). */
export const NOTIFICATION_PAGE_DEFAULT = 20;
export const notificationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional(),
    before: listCursorSchema.optional(),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
