import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { serverMessageOf } from '../../../api/api-error';
import { submitForm } from '../../../common/submit';
import { useInviteStaffMutation } from '../admin-api';
import {
  EMPTY_STAFF_INVITE,
  emailErrorOf,
  invitationSentMessage,
  type StaffInviteErrors,
  type StaffInviteForm,
  validateStaffInvite,
} from './staff-invite-form';

/** Invite a coach or an admin of the admin's club by e-mail (a one-time link, 7 days). */
export function InviteStaffDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [inviteStaff, { isLoading }] = useInviteStaffMutation();
  const [form, setForm] = useState<StaffInviteForm>(EMPTY_STAFF_INVITE);
  const [errors, setErrors] = useState<StaffInviteErrors>({});

  const send = () =>
    submitForm({
      form: { setErrors },
      validate: () => {
        const validated = validateStaffInvite(form);
        setErrors(validated.ok ? {} : validated.errors);
        return validated;
      },
      send: (request) => inviteStaff(request).unwrap(),
      onSuccess: () => {
        setForm(EMPTY_STAFF_INVITE);
        onClose();
      },
      success: (invitation) => ({
        title: 'Invitation sent',
        message: invitationSentMessage(invitation.email, invitation.role),
        tone: 'success',
      }),
      failure: (error) => {
        const emailError = emailErrorOf(error);
        if (emailError) setErrors({ email: emailError });
        return {
          title: 'Invitation not sent',
          message: emailError ?? serverMessageOf(error) ?? 'Failed to send the invitation. Please try again.',
          tone: 'error',
        };
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title="Invite a coach or admin" centered radius="lg" size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            They get an e-mail with a link to create their account in your club. A coach starts with no squads: add them
            to a squad in the Squads tab.
          </Text>
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="off"
            withAsterisk
            value={form.email}
            error={errors.email}
            onChange={(event) => {
              setForm({ ...form, email: event.currentTarget.value });
              setErrors({ ...errors, email: undefined });
            }}
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="invite-role-label">
              Role
            </Text>
            <SegmentedControl
              aria-labelledby="invite-role-label"
              value={form.role}
              onChange={(value) => setForm({ ...form, role: value === 'admin' ? 'admin' : 'coach' })}
              data={[
                { value: 'coach', label: 'Coach' },
                { value: 'admin', label: 'Admin' },
              ]}
            />
            <Text size="xs" c="dimmed">
              {form.role === 'admin'
                ? 'An admin sees every player of your club and manages squads and accounts.'
                : 'A coach sees the players of the squads you assign them.'}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
