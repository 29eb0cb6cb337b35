import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type PlayerProfile, nameInitials, statusBadgeColor } from '@portal/contracts';
import { Link } from 'react-router-dom';

export interface PlayerProfileHeaderProps {
  record: PlayerProfile;
  canEdit: boolean;
  /** Coach or admin: the header links to the player's read-only progress. */
  isStaff: boolean;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
}

/** Spec §2.12 header: initials, name, e-mail, age from date of birth, status, and the edit buttons. */
export function PlayerProfileHeader({
  record,
  canEdit,
  isStaff,
  editing,
  saving,
  onEdit,
  onCancel,
  onSave,
}: PlayerProfileHeaderProps) {
  const name = record.fullName?.trim() || 'Player';
  return (
    <Card withBorder radius="lg" padding="lg" mb="lg">
      <Group justify="space-between" gap="md" align="flex-start">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
          <Avatar size={72} radius="xl" color="pitch" src={record.profilePhotoUrl ?? undefined} alt={name}>
            {nameInitials(record.fullName)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {record.user?.email ? (
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {record.user.email}
              </Text>
            ) : null}
            <Group gap="xs">
              {record.age !== null ? <Text size="sm">Age {record.age}</Text> : null}
              <Badge color={statusBadgeColor(record.status)} variant="light" data-testid="status-badge">
                {record.status}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          {isStaff && !editing ? (
            <Button variant="default" component={Link} to={`/players/${encodeURIComponent(record.id)}/progress`}>
              View Progress
            </Button>
          ) : null}
          {canEdit ? (
            editing ? (
              <>
                <Button variant="default" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
                <Button onClick={onSave} disabled={saving}>
                  {saving ? 'Saving...' : 'Save'}
                </Button>
              </>
            ) : (
              <Button onClick={onEdit}>Edit Profile</Button>
            )
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}
