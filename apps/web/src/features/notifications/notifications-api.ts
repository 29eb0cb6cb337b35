import type { Notification, Page, UnreadCount } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => '/api/notifications/unread-count',
      providesTags: [Tag.Notifications],
    }),
    getNotifications: build.query<Page<Notification>, void>({
      query: () => '/api/notifications?limit=20',
      providesTags: [Tag.Notifications],
    }),
    markNotificationRead: build.mutation<{ read: true }, string>({
      query: (id) => ({ url: `/api/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: [Tag.Notifications],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/api/notifications/read-all', method: 'POST' }),
      invalidatesTags: [Tag.Notifications],
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
