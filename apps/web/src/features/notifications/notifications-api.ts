import type { Notification, Page, UnreadCount } from '@portal/contracts';
import { api } from '../../api/api';

const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] }).injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => '/api/notifications/unread-count',
      providesTags: ['Notifications'],
    }),
    getNotifications: build.query<Page<Notification>, void>({
      query: () => '/api/notifications?limit=20',
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<{ read: true }, string>({
      query: (id) => ({ url: `/api/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
      query: () => ({ url: '/api/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
