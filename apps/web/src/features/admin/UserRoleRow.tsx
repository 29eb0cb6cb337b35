import { Avatar, Group, Paper, Select, Text } from '@mantine/core';
import { type AdminUser, type Role, ROLES } from '@portal/contracts';
import { serverMessageOf } from '../../api/api-error';
import { redirectIfUnauthorized } from '../../auth/unauthorized-redirect';
import { formatMonthYear } from '../../common/dates';
import { showToast } from '../../common/toast';
import { roleLabel, userFullName, userInitials } from '../../common/user-display';
import { useSetUserRoleMutation } from './admin-api';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

function isRole(value: string | null): value is Role {
  return value !== null && (ROLES as readonly string[]).includes(value);
}

export function UserRoleRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [setUserRole, { isLoading }] = useSetUserRoleMutation();
  const name = userFullName(user);

  async function changeRole(value: string | null) {
    if (!isRole(value) || value === user.role) return;
    try {
      await setUserRole({ userId: user.id, role: value }).unwrap();
      showToast({
        title: 'Role updated',
        message: `${name} is now ${value === 'admin' ? 'an admin' : `a ${value}`}.`,
        tone: 'success',
      });
    } catch (error) {
      if (redirectIfUnauthorized(error)) return;
      showToast({ title: 'Error', message: serverMessageOf(error) ?? 'Failed to update role', tone: 'error' });
    }
  }

  const joined = formatMonthYear(user.createdAt);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="user-role-row">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
          <Avatar src={user.profileImageUrl ?? undefined} alt={name} radius="xl" color="pitch">
            {userInitials(user)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {name}
              {isSelf ? (
                <Text span c="dimmed" fw={500} size="sm">
                  {' '}
                  (you)
                </Text>
              ) : null}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.email ?? 'No email'}
              {joined ? ` · Joined ${joined}` : ''}
            </Text>
          </div>
        </Group>
        <Select
          label="Role"
          aria-label={`Role of ${name}`}
          data={ROLE_OPTIONS}
          value={user.role}
          onChange={(value) => void changeRole(value)}
          allowDeselect={false}
          disabled={isSelf || isLoading}
          title={isSelf ? 'You cannot change your own role' : undefined}
          w={140}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Paper>
  );
}
