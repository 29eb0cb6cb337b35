import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { SearchIcon, UsersIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { NamedPagination } from '../../common/NamedPagination';
import { useListAdminUsersQuery } from './admin-api';
import { UserRoleRow } from './UserRoleRow';
import { InviteStaffDialog } from './users/InviteStaffDialog';

export const ADMIN_USERS_PAGE_SIZE = 10;

function LoadingRows() {
  return (
    <Stack gap="sm" aria-label="Loading users">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={64} radius="md" />
      ))}
    </Stack>
  );
}

/** Admins search the club's accounts, invite staff, change roles, and deactivate or reactivate accounts. */
export function RoleManagement({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [inviteOpen, setInviteOpen] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useListAdminUsersQuery({
    search: debouncedSearch,
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  });
  useUnauthorizedRedirect(error);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const firstShown = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const lastShown = data ? firstShown + data.items.length - (data.items.length > 0 ? 1 : 0) : 0;

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={2} fz="lg">
            Users
          </Title>
          <Text size="sm" c="dimmed">
            Your club's accounts. Invite coaches and admins, change roles, deactivate accounts.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
          <Button onClick={() => setInviteOpen(true)}>Invite coach or admin</Button>
          <TextInput
            label="Search users"
            placeholder="Search by name or email"
            leftSection={<SearchIcon size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 280 }}
          />
        </Group>
      </Group>
      <InviteStaffDialog opened={inviteOpen} onClose={() => setInviteOpen(false)} />

      {isLoading ? <LoadingRows /> : null}

      {error && !isLoading ? (
        <LoadErrorAlert
          title="Could not load users"
          message={
            isApiError(error) && error.status === 403
              ? 'Only administrators can manage users.'
              : (serverMessageOf(error) ?? 'Something went wrong while loading the user list.')
          }
          onRetry={() => void refetch()}
        />
      ) : null}

      {data && !error ? (
        data.items.length === 0 ? (
          <Stack align="center" gap={6} py="xl" c="dimmed">
            <UsersIcon size={32} />
            <Text fw={600}>
              {debouncedSearch.trim() ? `No users match "${debouncedSearch.trim()}"` : 'No users yet'}
            </Text>
          </Stack>
        ) : (
          <Stack gap="sm" style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
            {data.items.map((user) => (
              <UserRoleRow key={user.id} user={user} isSelf={user.id === currentUserId} />
            ))}
          </Stack>
        )
      ) : null}

      {data && data.total > 0 ? (
        <Group justify="space-between" mt="lg" gap="sm">
          <Text size="sm" c="dimmed">
            Showing {firstShown}–{lastShown} of {data.total}
          </Text>
          {totalPages > 1 ? <NamedPagination total={totalPages} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
    </Card>
  );
}
