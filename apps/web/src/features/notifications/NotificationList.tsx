import { Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { StatusLoader } from '../../common/StatusLoader';
import { submitForm } from '../../common/submit';
import { notificationAge } from './notification-display';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notifications-api';
import classes from './notifications.module.css';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  return (
    <UnstyledButton className={classes.item} data-unread={!item.read || undefined} onClick={() => onOpen(item)}>
      <Text size="sm" fw={item.read ? 500 : 700}>
        {!item.read && <VisuallyHidden>Unread: </VisuallyHidden>}
        {item.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {item.body}
      </Text>
      <Text size="xs" c="dimmed">
        {notificationAge(item.createdAt)}
      </Text>
    </UnstyledButton>
  );
}

/** The bell's list: latest first; opening one marks it read and goes to the thing itself. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { data, isLoading, isError, error } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  useUnauthorizedRedirect(error);

  const open = (item: Notification) => {
    if (!item.read) void markRead(item.id);
    onNavigate();
    void navigate(item.link);
  };
  const readAll = () =>
    submitForm({
      validate: () => ({ ok: true, request: undefined }),
      send: () => markAllRead().unwrap(),
      success: ({ updated }) => ({
        title: 'All caught up',
        message: updated === 1 ? '1 notification marked as read.' : `${updated} notifications marked as read.`,
        tone: 'success',
      }),
      failure: { title: 'Error', message: 'Could not mark notifications as read.', tone: 'error' },
    });

  if (isLoading)
    return (
      <Group justify="center" py="sm">
        <StatusLoader size="sm" label="Loading notifications" />
      </Group>
    );
  if (isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        Notifications could not be loaded. Try again in a moment.
      </Text>
    );
  const items = data?.items ?? [];
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        You are all caught up. Coach feedback and reminders will show up here.
      </Text>
    );
  return (
    <Stack gap={4}>
      {items.some((item) => !item.read) && (
        <Button variant="subtle" size="compact-sm" onClick={() => void readAll()} loading={markingAll} ml="auto">
          Mark all as read
        </Button>
      )}
      <Stack gap={2} component="ul" className={classes.list}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem item={item} onOpen={open} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
