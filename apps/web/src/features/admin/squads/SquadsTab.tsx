import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { Squad } from '@portal/contracts';
import { useState } from 'react';
import { isApiError, serverMessageOf } from '../../../api/api-error';
import { useUnauthorizedRedirect } from '../../../auth/unauthorized-redirect';
import { UsersIcon } from '../../../common/icons';
import { LoadErrorAlert } from '../../../common/LoadErrorAlert';
import { StatusPanel } from '../../../common/StatusPanel';
import { submitForm } from '../../../common/submit';
import { ConfirmDialog } from '../ConfirmDialog';
import {
  archiveConsequence,
  coachesLabel,
  playerCountLabel,
  restoreConsequence,
  sortSquads,
  squadLabels,
} from './squad-display';
import { SquadDetailDrawer } from './SquadDetailDrawer';
import { SquadFormDialog } from './SquadFormDialog';
import { useListSquadsQuery, useUpdateSquadMutation } from './squads-api';

function LoadingSquads() {
  return (
    <Stack gap="sm" aria-label="Loading squads">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={72} radius="md" />
      ))}
    </Stack>
  );
}

function SquadRow({
  squad,
  onOpen,
  onEdit,
  onArchiveToggle,
}: {
  squad: Squad;
  onOpen: () => void;
  onEdit: () => void;
  onArchiveToggle: () => void;
}) {
  const labels = squadLabels(squad);
  const archived = squad.archivedAt !== null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="squad-row">
      <Group justify="space-between" gap="sm" align="center">
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap={6} wrap="wrap">
            <Text fw={700}>{squad.name}</Text>
            {archived ? (
              <Badge color="gray" variant="light" size="sm">
                Archived
              </Badge>
            ) : null}
            {squad.takesSignups ? (
              <Badge color="pitch" variant="light" size="sm">
                Open sign-ups
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[labels, playerCountLabel(squad.playerCount)].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            Coaches: {coachesLabel(squad.coaches)}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button size="sm" variant="light" onClick={onOpen} aria-label={`Open ${squad.name}`}>
            Open
          </Button>
          <Button size="sm" variant="default" onClick={onEdit} aria-label={`Edit ${squad.name}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="subtle"
            color={archived ? undefined : 'red'}
            onClick={onArchiveToggle}
            aria-label={`${archived ? 'Restore' : 'Archive'} ${squad.name}`}
          >
            {archived ? 'Restore' : 'Archive'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Admin → Squads: the club's squads, their players, coaches and invite links. */
export function SquadsTab() {
  const [showArchived, setShowArchived] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useListSquadsQuery({ includeArchived: showArchived });
  useUnauthorizedRedirect(error);
  const [updateSquad, updateState] = useUpdateSquadMutation();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Squad | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [toggling, setToggling] = useState<Squad | null>(null);

  const squads = data ? sortSquads(data) : [];
  // The drawer reads the squad from the list, so every change (players, coaches, archive) shows there.
  const openSquad = squads.find((squad) => squad.id === openId) ?? null;

  const openForm = (squad: Squad | null) => {
    setEditing(squad);
    setFormOpen(true);
  };

  const toggleArchive = () => {
    if (!toggling) return;
    const archiving = toggling.archivedAt === null;
    const name = toggling.name;
    void submitForm({
      validate: () => ({ ok: true, request: { squadId: toggling.id, changes: { archived: archiving } } }),
      send: (request) => updateSquad(request).unwrap(),
      onSuccess: () => setToggling(null),
      success: archiving
        ? {
            title: 'Squad archived',
            message: `${name} is archived. Turn on "Show archived" to see it.`,
            tone: 'success',
          }
        : { title: 'Squad restored', message: `${name} is back.`, tone: 'success' },
      failure: (failed) => ({
        title: 'Error',
        message: serverMessageOf(failed) ?? `Failed to ${archiving ? 'archive' : 'restore'} ${name}`,
        tone: 'error',
      }),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={2} fz="lg">
            Squads
          </Title>
          <Text size="sm" c="dimmed">
            Group your club&apos;s players into squads and choose who coaches each one.
          </Text>
        </div>
        <Group gap="md" align="center">
          <Switch
            label="Show archived"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.currentTarget.checked)}
          />
          <Button onClick={() => openForm(null)}>Create squad</Button>
        </Group>
      </Group>

      {isLoading ? <LoadingSquads /> : null}

      {error && !isLoading ? (
        <LoadErrorAlert
          title="Could not load squads"
          message={
            isApiError(error) && error.status === 403
              ? 'Only administrators can manage squads.'
              : (serverMessageOf(error) ?? 'Something went wrong while loading the squads.')
          }
          onRetry={() => void refetch()}
        />
      ) : null}

      {data && !error ? (
        squads.length === 0 ? (
          <StatusPanel
            icon={<UsersIcon size={28} />}
            title="No squads yet"
            message="Create a squad, then add players and coaches or share its invite link."
            order={3}
          />
        ) : (
          <Stack gap="sm" style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
            {squads.map((squad) => (
              <SquadRow
                key={squad.id}
                squad={squad}
                onOpen={() => setOpenId(squad.id)}
                onEdit={() => openForm(squad)}
                onArchiveToggle={() => setToggling(squad)}
              />
            ))}
          </Stack>
        )
      ) : null}

      <SquadFormDialog opened={formOpen} squad={editing} onClose={() => setFormOpen(false)} />
      <SquadDetailDrawer squad={openSquad} onClose={() => setOpenId(null)} onEdit={(squad) => openForm(squad)} />
      <ConfirmDialog
        opened={toggling !== null}
        title={toggling ? `${toggling.archivedAt ? 'Restore' : 'Archive'} ${toggling.name}?` : ''}
        message={toggling ? (toggling.archivedAt ? restoreConsequence(toggling) : archiveConsequence(toggling)) : ''}
        confirmLabel={toggling?.archivedAt ? 'Restore squad' : 'Archive squad'}
        danger={toggling?.archivedAt === null}
        loading={updateState.isLoading}
        onConfirm={toggleArchive}
        onCancel={() => setToggling(null)}
      />
    </Card>
  );
}
