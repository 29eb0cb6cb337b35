import { ActionIcon, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { BellIcon } from '../common/icons';
import { NotificationList } from '../features/notifications/NotificationList';
import { bellLabel } from '../features/notifications/notification-display';
import { useGetUnreadCountQuery } from '../features/notifications/notifications-api';

/** Spec §2.2: a notifications button with a dot when something is unread. */
export function NotificationsButton() {
  const { user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const unread = useGetUnreadCountQuery(undefined, { skip: !user }).data?.unread ?? 0;
  return (
    // The dot wraps the popover, so the popover's ARIA attributes land on the button itself.
    <Indicator color="red" size={9} offset={7} processing={false} disabled={unread === 0} data-testid="bell-dot">
      <Popover width={320} position="bottom-end" shadow="md" withArrow opened={opened} onChange={setOpened}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((value) => !value)}
          >
            <BellIcon size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={4}>
            <Text fw={700} size="sm">
              Notifications
            </Text>
            {opened && <NotificationList onNavigate={() => setOpened(false)} />}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
