import { ActionIcon, Indicator, Popover, Stack, Text } from '@mantine/core';
import { BellIcon } from '../common/icons';

/** Spec §2.2: a notifications button with a dot. */
export function NotificationsButton() {
  return (
    // The dot wraps the popover, so the popover's ARIA attributes land on the button itself.
    <Indicator color="red" size={9} offset={7} processing={false}>
      <Popover width={280} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notifications">
            <BellIcon size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={4}>
            <Text fw={700} size="sm">
              Notifications
            </Text>
            <Text size="sm" c="dimmed">
              You are all caught up. Coach feedback and reminders will show up here.
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
