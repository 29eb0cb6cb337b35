import { Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { CONSENT_AGE_MAX, CONSENT_AGE_MIN, type ClubSettings, clubUpdateSchema } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { submitForm, validateWith } from '../../common/submit';
import { useGetClubQuery, useUpdateClubMutation } from './club-api';

const CONSENT_AGE_OPTIONS = Array.from({ length: CONSENT_AGE_MAX - CONSENT_AGE_MIN + 1 }, (_, index) => {
  const age = String(CONSENT_AGE_MIN + index);
  return { value: age, label: `${age} years` };
});

function ConsentAgeForm({ club }: { club: ClubSettings }) {
  const [consentAge, setConsentAge] = useState(String(club.consentAge));
  const [updateClub, updateState] = useUpdateClubMutation();
  useEffect(() => setConsentAge(String(club.consentAge)), [club.consentAge]);
  const unchanged = consentAge === String(club.consentAge);

  const save = () =>
    submitForm({
      validate: () => validateWith(clubUpdateSchema, { consentAge: Number(consentAge) }, 'Consent age not saved'),
      send: (changes) => updateClub(changes).unwrap(),
      success: (saved) => ({
        title: 'Consent age saved',
        message: `Players under ${saved.consentAge} now need a parent or guardian to decide their consents.`,
        tone: 'success',
      }),
      failure: (error) => ({
        title: 'Consent age not saved',
        message: serverMessageOf(error) ?? 'Something went wrong. Please try again.',
        tone: 'error',
      }),
    });

  return (
    <form
      noValidate
      aria-label="Consent age"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm" maw={520}>
        <Select
          label="Consent age"
          description={`Under this age (from the date of birth on file; unknown counts as under) only a parent or guardian grants or withdraws video storage, video sharing and analytics. At or over it the player decides. Set it to your country's age of digital consent (${CONSENT_AGE_MIN} to ${CONSENT_AGE_MAX}).`}
          data={CONSENT_AGE_OPTIONS}
          value={consentAge}
          onChange={(value) => setConsentAge(value ?? String(club.consentAge))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', sm: 240 }}
        />
        <Group>
          <Button type="submit" loading={updateState.isLoading} disabled={unchanged}>
            Save consent age
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Admin → Club: the admin's own club, its name and its consent age (ARCHITECTURE §9). */
export function ClubSettingsTab() {
  const club = useGetClubQuery();
  if (club.isLoading) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading your club's settings…</Text>
      </Group>
    );
  }
  if (!club.data) {
    return (
      <LoadErrorAlert
        title="Could not load your club's settings"
        message={serverMessageOf(club.error)}
        onRetry={() => void club.refetch()}
      />
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {club.data.name}
          </Title>
          <Text size="sm" c="dimmed">
            Club address in links: {club.data.slug}
          </Text>
        </div>
        <ConsentAgeForm club={club.data} />
      </Stack>
    </Card>
  );
}
