import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { Squad, SquadInviteLink } from '@portal/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { serverMessageOf } from '../../../api/api-error';
import { CheckIcon } from '../../../common/icons';
import { submitForm } from '../../../common/submit';
import { useCreateInviteLinkMutation } from './squads-api';

/** The squad's invite link: shown once when made (only its hash is stored), with a copy button and a QR code. */
export function InviteLinkPanel({ squad }: { squad: Squad }) {
  const [createInviteLink, { isLoading }] = useCreateInviteLinkMutation();
  const [link, setLink] = useState<SquadInviteLink | null>(null);
  const archived = squad.archivedAt !== null;

  const create = () =>
    submitForm({
      validate: () => ({ ok: true, request: { squadId: squad.id } }),
      send: (request) => createInviteLink(request).unwrap(),
      onSuccess: setLink,
      success: {
        title: 'Invite link created',
        message: `Players who sign up through it join ${squad.name}.`,
        tone: 'success',
      },
      failure: (error) => ({
        title: 'Invite link not created',
        message: serverMessageOf(error) ?? 'Something went wrong. Please try again.',
        tone: 'error',
      }),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={700}>Invite link</Text>
        <Text size="sm" c="dimmed">
          {squad.hasInviteLink && !link
            ? `${squad.name} has an invite link. It is shown only when it is made: create a new one to share it again.`
            : `New players who sign up through the link join ${squad.name}; players already signed in join it by opening the link.`}{' '}
          Creating a new link stops the old one.
        </Text>
        {link ? (
          <Stack gap="sm" data-testid="invite-link">
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={`Invite link for ${squad.name}`}
                value={link.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={link.url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                    <Button
                      variant={copied ? 'filled' : 'light'}
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                      leftSection={copied ? <CheckIcon size={16} /> : null}
                    >
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Group justify="center">
              <Paper p="sm" radius="md" bg="white" withBorder>
                <QRCodeSVG
                  value={link.url}
                  size={176}
                  marginSize={1}
                  role="img"
                  aria-label={`QR code of the invite link for ${squad.name}`}
                  title={`QR code of the invite link for ${squad.name}`}
                />
              </Paper>
            </Group>
          </Stack>
        ) : null}
        <Group>
          <Button variant="light" onClick={() => void create()} loading={isLoading} disabled={archived}>
            {squad.hasInviteLink || link ? 'Create new invite link' : 'Create invite link'}
          </Button>
          {archived ? (
            <Text size="sm" c="dimmed">
              Restore the squad to create an invite link.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
