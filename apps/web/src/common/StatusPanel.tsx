import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  message: ReactNode;
  color?: string;
  action?: ReactNode;
  /** Heading level: 1 when the panel is the whole page. */
  order?: 1 | 2 | 3;
}

/** A centred card for empty, error, denied and not-found states. */
export function StatusPanel({ icon, title, message, color = 'pitch', action, order = 2 }: StatusPanelProps) {
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%" ta="center" shadow="xs">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={order} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}
