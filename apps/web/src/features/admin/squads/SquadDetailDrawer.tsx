import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Squad, SquadCoachRole } from '@portal/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { serverMessageOf } from '../../../api/api-error';
import { useUnauthorizedRedirect } from '../../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../../common/LoadErrorAlert';
import { submitForm } from '../../../common/submit';
import { userFullName } from '../../../common/user-display';
import { InviteLinkPanel } from './InviteLinkPanel';
import { coachesLabel, playerCountLabel, playerName, playerOptionLabel, squadLabels } from './squad-display';
import {
  useAddSquadCoachMutation,
  useAddSquadPlayerMutation,
  useListSquadPlayersQuery,
  useRemoveSquadCoachMutation,
  useRemoveSquadPlayerMutation,
  useSearchClubPlayersQuery,
  useSearchClubUsersQuery,
} from './squads-api';

const failure = (fallback: string) => (error: unknown) => ({
  title: 'Error',
  message: serverMessageOf(error) ?? fallback,
  tone: 'error' as const,
});

/** The players or the coaches of the squad, as a named list. */
function MemberList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One player or coach of the squad: their name, an e-mail or a badge, and Remove. */
function MemberRow({
  testId,
  name,
  detail = null,
  badge = null,
  removeLabel,
  removing,
  onRemove,
}: {
  testId: string;
  name: string;
  /** A second line under the name (a player's e-mail). */
  detail?: string | null;
  /** Beside the name (a coach's role). */
  badge?: ReactNode;
  removeLabel: string;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <div style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text size="sm" fw={600} truncate miw={0}>
            {name}
          </Text>
          {badge}
        </Group>
        {detail ? (
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        ) : null}
      </div>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={removeLabel}
        loading={removing}
        onClick={onRemove}
      >
        Remove
      </Button>
    </Group>
  );
}

function PlayersSection({ squad }: { squad: Squad }) {
  const players = useListSquadPlayersQuery({ squadId: squad.id });
  useUnauthorizedRedirect(players.error);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const candidates = useSearchClubPlayersQuery({ search: debouncedSearch });
  const [addPlayer, addState] = useAddSquadPlayerMutation();
  const [removePlayer, removeState] = useRemoveSquadPlayerMutation();
  const archived = squad.archivedAt !== null;

  const inSquad = useMemo(() => new Set(players.data?.items.map((player) => player.id)), [players.data]);
  const options = (candidates.data?.items ?? [])
    .filter((player) => !inSquad.has(player.id))
    .map((player) => ({ value: player.id, label: playerOptionLabel(player) }));

  const add = () =>
    submitForm({
      form: { setErrors },
      validate: () =>
        picked
          ? { ok: true, request: { squadId: squad.id, playerId: picked } }
          : {
              ok: false,
              toast: { title: 'Pick a player', message: 'Choose a player to add.', tone: 'error' },
              fieldErrors: { playerId: 'Choose a player to add.' },
            },
      send: (request) => addPlayer(request).unwrap(),
      onSuccess: () => {
        setPicked(null);
        setSearch('');
      },
      success: { title: 'Player added', message: `Added to ${squad.name}.`, tone: 'success' },
      failure: failure('Failed to add the player'),
    });

  const remove = (playerId: string, name: string) =>
    submitForm({
      validate: () => ({ ok: true, request: { squadId: squad.id, playerId } }),
      send: (request) => removePlayer(request).unwrap(),
      success: { title: 'Player removed', message: `${name} left ${squad.name}.`, tone: 'success' },
      failure: failure('Failed to remove the player'),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Players of {squad.name}
        </Title>
        {!archived ? (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Add a player"
              placeholder="Search by name or email"
              searchable
              clearable
              data={options}
              value={picked}
              error={errors.playerId}
              onChange={(value) => {
                setPicked(value);
                setErrors({});
              }}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              nothingFoundMessage={candidates.isFetching ? 'Searching…' : 'No players found'}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: '1 1 220px' }}
            />
            <Button onClick={() => void add()} loading={addState.isLoading} disabled={!picked}>
              Add player
            </Button>
          </Group>
        ) : null}
        {players.isLoading ? <Skeleton height={40} radius="md" aria-label="Loading players" /> : null}
        {players.error ? (
          <LoadErrorAlert
            title="Could not load the players"
            message={serverMessageOf(players.error) ?? 'Something went wrong.'}
            onRetry={() => void players.refetch()}
          />
        ) : null}
        {players.data && players.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No players in {squad.name} yet. Add them here or share the invite link.
          </Text>
        ) : null}
        {players.data && players.data.items.length > 0 ? (
          <MemberList label={`Players of ${squad.name}`}>
            {players.data.items.map((player) => {
              const name = playerName(player);
              return (
                <MemberRow
                  key={player.id}
                  testId="squad-player"
                  name={name}
                  detail={player.user?.email ?? null}
                  removeLabel={`Remove ${name} from ${squad.name}`}
                  removing={removeState.isLoading && removeState.originalArgs?.playerId === player.id}
                  onRemove={() => void remove(player.id, name)}
                />
              );
            })}
          </MemberList>
        ) : null}
      </Stack>
    </Paper>
  );
}

function CoachesSection({ squad }: { squad: Squad }) {
  const users = useSearchClubUsersQuery({ search: '' });
  const [picked, setPicked] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [role, setRole] = useState<SquadCoachRole>('head');
  const [addCoach, addState] = useAddSquadCoachMutation();
  const [removeCoach, removeState] = useRemoveSquadCoachMutation();
  const archived = squad.archivedAt !== null;
  const coaching = new Set(squad.coaches.map((coach) => coach.userId));
  const options = (users.data?.items ?? [])
    .filter((user) => user.role === 'coach' && user.deactivatedAt === null && !coaching.has(user.id))
    .map((user) => ({
      value: user.id,
      label: user.email ? `${userFullName(user)} (${user.email})` : userFullName(user),
    }));

  const add = () =>
    submitForm({
      form: { setErrors },
      validate: () =>
        picked
          ? { ok: true, request: { squadId: squad.id, userId: picked, role } }
          : {
              ok: false,
              toast: { title: 'Pick a coach', message: 'Choose a coach to add.', tone: 'error' },
              fieldErrors: { userId: 'Choose a coach to add.' },
            },
      send: (request) => addCoach(request).unwrap(),
      onSuccess: () => setPicked(null),
      success: {
        title: 'Coach added',
        message: `They see the players of ${squad.name} from their next page.`,
        tone: 'success',
      },
      failure: failure('Failed to add the coach'),
    });

  const remove = (userId: string, name: string) =>
    submitForm({
      validate: () => ({ ok: true, request: { squadId: squad.id, userId } }),
      send: (request) => removeCoach(request).unwrap(),
      success: {
        title: 'Coach removed',
        message: `${name} no longer coaches ${squad.name}.`,
        tone: 'success',
      },
      failure: failure('Failed to remove the coach'),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Coaches of {squad.name}
        </Title>
        {!archived ? (
          <Stack gap="xs">
            <Select
              label="Add a coach"
              placeholder={users.isLoading ? 'Loading coaches…' : 'Choose a coach'}
              searchable
              clearable
              data={options}
              value={picked}
              error={errors.userId}
              onChange={(value) => {
                setPicked(value);
                setErrors({});
              }}
              nothingFoundMessage="No other coaches in your club. Invite one in the Users tab."
              comboboxProps={{ withinPortal: true }}
            />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Stack gap={4}>
                <Text size="sm" fw={500} id={`coach-role-${squad.id}`}>
                  Coach role
                </Text>
                <SegmentedControl
                  aria-labelledby={`coach-role-${squad.id}`}
                  value={role}
                  onChange={(value) => setRole(value === 'assistant' ? 'assistant' : 'head')}
                  data={[
                    { value: 'head', label: 'Head coach' },
                    { value: 'assistant', label: 'Assistant' },
                  ]}
                />
              </Stack>
              <Button onClick={() => void add()} loading={addState.isLoading} disabled={!picked}>
                Add coach
              </Button>
            </Group>
          </Stack>
        ) : null}
        {squad.coaches.length === 0 ? (
          <Text size="sm" c="dimmed">
            {coachesLabel([])}. A coach sees only the players of the squads they coach.
          </Text>
        ) : (
          <MemberList label={`Coaches of ${squad.name}`}>
            {squad.coaches.map((coach) => {
              const name = userFullName(coach);
              return (
                <MemberRow
                  key={coach.userId}
                  testId="squad-coach"
                  name={name}
                  badge={
                    <Badge size="sm" variant="light" color={coach.role === 'head' ? 'pitch' : 'gray'}>
                      {coach.role === 'head' ? 'Head coach' : 'Assistant'}
                    </Badge>
                  }
                  removeLabel={`Remove ${name} from ${squad.name}`}
                  removing={removeState.isLoading && removeState.originalArgs?.userId === coach.userId}
                  onRemove={() => void remove(coach.userId, name)}
                />
              );
            })}
          </MemberList>
        )}
      </Stack>
    </Paper>
  );
}

/** One squad: its players, its coaches and its invite link. */
export function SquadDetailDrawer({
  squad,
  onClose,
  onEdit,
}: {
  squad: Squad | null;
  onClose: () => void;
  onEdit: (squad: Squad) => void;
}) {
  // On a phone the drawer takes the whole screen rather than leaving a sliver of the page beside it.
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={squad !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={squad ? squad.name : ''}
      padding="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {squad ? (
        <Stack gap="md" data-testid="squad-detail">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {[squadLabels(squad), playerCountLabel(squad.playerCount)].filter(Boolean).join(' · ')}
              {squad.archivedAt ? ' · Archived' : ''}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => onEdit(squad)}>
              Edit details
            </Button>
          </Group>
          {squad.archivedAt ? (
            <Alert color="gray" variant="light" title="This squad is archived">
              Restore it from the squad list before changing who is in it.
            </Alert>
          ) : null}
          <PlayersSection squad={squad} />
          <CoachesSection squad={squad} />
          <InviteLinkPanel key={squad.id} squad={squad} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
