import { Avatar, Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { type AdminPlayerRow as Row, adminRowName, clubLine, isProfileComplete, nameInitials } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { formatMonthYear } from '../../common/dates';

/** Spec §2.13 row; the row opens the player's profile, its Progress button the player's read-only progress. */
export function AdminPlayerRow({ row }: { row: Row }) {
  const name = adminRowName(row);
  const complete = isProfileComplete(row);
  const club = clubLine(row.team, row.club);
  const joined = formatMonthYear(row.user?.createdAt ?? row.createdAt);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="admin-player-row">
      <Group gap="sm" wrap="wrap" align="center">
        <UnstyledButton component={Link} to={`/players/${row.id}`} style={{ flex: '1 1 280px' }} miw={0}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
              <Avatar radius="xl" color="pitch" src={row.profilePhotoUrl ?? undefined} alt={name}>
                {nameInitials(name === 'Unknown' ? null : name)}
              </Avatar>
              <Stack gap={2} miw={0}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={700} truncate>
                    {name}
                  </Text>
                  {row.jerseyNumber !== null ? (
                    <Badge size="sm" variant="outline">
                      #{row.jerseyNumber}
                    </Badge>
                  ) : null}
                </Group>
                {row.user?.email ? (
                  <Text size="sm" c="dimmed" truncate>
                    {row.user.email}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {[row.age !== null ? `Age ${row.age}` : null, row.position, joined ? `Joined ${joined}` : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {club ? (
                  <Text size="xs" c="dimmed">
                    {club}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            <Group gap={6}>
              {row.team ? (
                <Badge variant="light" color="blue">
                  {row.team}
                </Badge>
              ) : null}
              <Badge color={complete ? 'green' : 'yellow'} variant="light">
                {complete ? 'Complete' : 'Incomplete'}
              </Badge>
            </Group>
          </Group>
        </UnstyledButton>
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/players/${row.id}/progress`}
          aria-label={`View progress of ${name}`}
        >
          Progress
        </Button>
      </Group>
    </Paper>
  );
}
