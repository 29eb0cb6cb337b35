import { Button, Card, Center, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type PlayerProfile, playerProfileUpdateSchema } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { submitForm, validateWith } from '../../common/submit';
import { useGetPlayerProfileQuery, useUpdatePlayerProfileMutation } from '../profile/profile-api';
import { childConsentsPath } from '../profile/profile-places';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? 'Not given' : value}</Text>
    </div>
  );
}

/**
 * `/family/:childId/profile`: the child's profile, read-only, except the child's own e-mail and
 * phone, which a guardian may keep up to date (PATCH /api/players/{id}, the contact fields only).
 */
export default function FamilyProfilePage() {
  const { playerId = '', name } = useViewedPlayer();
  const query = useGetPlayerProfileQuery(playerId, { skip: !playerId });
  useUnauthorizedRedirect(query.error);
  const title = `${possessive(name)} profile`;
  if (query.isLoading)
    return (
      <>
        <PageHeader title={title} />
        <Center py="xl">
          <StatusLoader label={`Loading ${title}`} />
        </Center>
      </>
    );
  if (query.error || !query.data)
    return (
      <>
        <PageHeader title={title} />
        <LoadErrorAlert title={`Could not load ${title}`} onRetry={() => void query.refetch()} />
      </>
    );
  const record = query.data;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={[record.clubName, record.teamName].filter(Boolean).join(' · ') || undefined}
      />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="child-about">
          <Title order={2} fz="lg" mb="sm" id="child-about">
            About {name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label="Full name" value={record.fullName} />
            <Fact label="Age" value={record.age} />
            <Fact label="Positions" value={record.positions.map((entry) => entry.position).join(', ')} />
            <Fact label="Team" value={record.teamName} />
            <Fact label="Jersey number" value={record.jerseyNumber} />
            <Fact label="Dominant foot" value={record.dominantFoot} />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md">
            {name} and the coach keep these details up to date.
          </Text>
        </Card>
        <ContactCard key={record.updatedAt} record={record} name={name} />
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="child-parents">
          <Title order={2} fz="lg" mb="sm" id="child-parents">
            Parents &amp; guardians
          </Title>
          {record.parents.length === 0 ? (
            <Text c="dimmed">No parents or guardians on file.</Text>
          ) : (
            <List spacing={4}>
              {record.parents.map((parent) => (
                <List.Item key={parent.id}>
                  {parent.name}
                  {parent.relationship ? ` (${parent.relationship})` : ''}
                  {parent.isPrimaryContact ? ' · primary contact' : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="child-data">
          <Title order={2} fz="lg" mb="sm" id="child-data">
            Data &amp; privacy
          </Title>
          <Text size="sm" mb="sm">
            Decide what {name} allows on Consents. Download a copy of everything the portal holds about {name}, or ask
            for all of it to be deleted.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={childConsentsPath(playerId)} variant="light">
              {possessive(name)} consents
            </Button>
            <Button component={Link} to={`/family/${playerId}/data`} variant="light">
              Export or delete {possessive(name)} data
            </Button>
          </Group>
        </Card>
      </Stack>
    </>
  );
}

/** The child's own e-mail and phone: the only profile fields a guardian edits. */
function ContactCard({ record, name }: { record: PlayerProfile; name: string }) {
  const [email, setEmail] = useState(record.playerEmail ?? '');
  const [phone, setPhone] = useState(record.playerPhone ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdatePlayerProfileMutation();
  const changed = email !== (record.playerEmail ?? '') || phone !== (record.playerPhone ?? '');

  const save = () =>
    submitForm({
      form: { setErrors },
      validate: () => {
        const changes = { playerEmail: email, playerPhone: phone };
        const checked = validateWith(playerProfileUpdateSchema, changes);
        return checked.ok ? { ok: true, request: changes } : checked;
      },
      send: (changes) => update({ id: record.id, changes }).unwrap(),
      success: { title: `${possessive(name)} contact details saved`, message: '', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'The contact details could not be saved.',
        tone: 'error',
      }),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="child-contact">
      <Title order={2} fz="lg" mb={4} id="child-contact">
        {possessive(name)} contact details
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        How the club reaches {name} directly. You can keep these up to date.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={`${possessive(name)} e-mail`}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.playerEmail}
        />
        <TextInput
          label={`${possessive(name)} phone`}
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.playerPhone}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void save()} loading={isLoading} disabled={!changed}>
          Save contact details
        </Button>
      </Group>
    </Card>
  );
}
