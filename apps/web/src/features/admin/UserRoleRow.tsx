import { Avatar, Badge, Button, Group, Paper, Select, Text } from '@mantine/core';
import { type AdminUserRow, CLUB_ROLES, type ClubRole } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { formatMonthYear } from '../../common/dates';
import { submitForm } from '../../common/submit';
import { roleLabel, userFullName, userInitials } from '../../common/user-display';
import { useDeactivateUserMutation, useReactivateUserMutation, useSetUserRoleMutation } from './admin-api';
import { ConfirmDialog } from './ConfirmDialog';
import {
  CANNOT_DEACTIVATE_SELF_REASON,
  deactivateConsequence,
  reactivateConsequence,
  roleChangeConsequence,
  roleWithArticle,
  userSquadsLabel,
} from './users/user-admin-display';

const ROLE_OPTIONS = CLUB_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

function isClubRole(value: string | null): value is ClubRole {
  return value !== null && (CLUB_ROLES as readonly string[]).includes(value);
}

type Pending = { kind: 'role'; role: ClubRole } | { kind: 'deactivate' } | { kind: 'reactivate' } | null;

/** One account of the club: its squads, role, and whether it may sign in. */
export function UserRoleRow({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  const [setUserRole, roleState] = useSetUserRoleMutation();
  const [deactivateUser, deactivateState] = useDeactivateUserMutation();
  const [reactivateUser, reactivateState] = useReactivateUserMutation();
  const [pending, setPending] = useState<Pending>(null);
  const name = userFullName(user);
  const deactivated = user.deactivatedAt !== null;
  const failure = (fallback: string) => (error: unknown) => ({
    title: 'Error',
    message: serverMessageOf(error) ?? fallback,
    tone: 'error' as const,
  });

  const confirm = () => {
    if (!pending) return;
    const close = () => setPending(null);
    if (pending.kind === 'role') {
      const role = pending.role;
      void submitForm({
        validate: () => ({ ok: true, request: { userId: user.id, role } }),
        send: (request) => setUserRole(request).unwrap(),
        onSuccess: close,
        success: { title: 'Role updated', message: `${name} is now ${roleWithArticle(role)}.`, tone: 'success' },
        failure: failure('Failed to update role'),
      });
      return;
    }
    const deactivating = pending.kind === 'deactivate';
    void submitForm({
      validate: () => ({ ok: true, request: { userId: user.id } }),
      send: (request) => (deactivating ? deactivateUser(request) : reactivateUser(request)).unwrap(),
      onSuccess: close,
      success: deactivating
        ? { title: 'Account deactivated', message: `${name} has been signed out.`, tone: 'success' }
        : { title: 'Account reactivated', message: `${name} can sign in again.`, tone: 'success' },
      failure: failure(deactivating ? 'Failed to deactivate the account' : 'Failed to reactivate the account'),
    });
  };

  const dialog =
    pending?.kind === 'role'
      ? {
          title: `Make ${name} ${roleWithArticle(pending.role)}?`,
          message: roleChangeConsequence(name, user.role, pending.role),
          confirmLabel: `Make ${roleWithArticle(pending.role)}`,
          danger: false,
          loading: roleState.isLoading,
        }
      : pending?.kind === 'deactivate'
        ? {
            title: `Deactivate ${name}?`,
            message: deactivateConsequence(name),
            confirmLabel: 'Deactivate',
            danger: true,
            loading: deactivateState.isLoading,
          }
        : {
            title: `Reactivate ${name}?`,
            message: reactivateConsequence(name),
            confirmLabel: 'Reactivate',
            danger: false,
            loading: reactivateState.isLoading,
          };

  const joined = formatMonthYear(user.createdAt);
  const busy = roleState.isLoading || deactivateState.isLoading || reactivateState.isLoading;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="user-role-row">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }} align="flex-start">
          <Avatar src={user.profileImageUrl ?? undefined} alt={name} radius="xl" color="pitch">
            {userInitials(user)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={700} truncate>
                {name}
                {isSelf ? (
                  <Text span c="dimmed" fw={500} size="sm">
                    {' '}
                    (you)
                  </Text>
                ) : null}
              </Text>
              {deactivated ? (
                <Badge color="red" variant="light" size="sm">
                  Deactivated
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {user.email ?? 'No email'}
              {joined ? ` · Joined ${joined}` : ''}
            </Text>
            {user.role !== 'admin' ? (
              <Text size="sm" c="dimmed" data-testid="user-squads">
                Squads: {userSquadsLabel(user.squads)}
              </Text>
            ) : null}
          </div>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Role"
            aria-label={`Role of ${name}`}
            data={ROLE_OPTIONS}
            value={user.role}
            onChange={(value) => {
              if (isClubRole(value) && value !== user.role) setPending({ kind: 'role', role: value });
            }}
            allowDeselect={false}
            disabled={isSelf || busy}
            title={isSelf ? 'You cannot change your own role' : undefined}
            w={140}
            comboboxProps={{ withinPortal: true }}
          />
          {isSelf ? (
            <Text size="xs" c="dimmed" maw={170} data-testid="self-deactivate-reason">
              {CANNOT_DEACTIVATE_SELF_REASON}
            </Text>
          ) : deactivated ? (
            <Button
              variant="light"
              aria-label={`Reactivate ${name}`}
              onClick={() => setPending({ kind: 'reactivate' })}
              disabled={busy}
            >
              Reactivate
            </Button>
          ) : (
            <Button
              variant="light"
              color="red"
              aria-label={`Deactivate ${name}`}
              onClick={() => setPending({ kind: 'deactivate' })}
              disabled={busy}
            >
              Deactivate
            </Button>
          )}
        </Group>
      </Group>
      <ConfirmDialog opened={pending !== null} {...dialog} onConfirm={confirm} onCancel={() => setPending(null)} />
    </Paper>
  );
}
