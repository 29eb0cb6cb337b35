import { Avatar, Button, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DOMINANT_FEET, LEAGUE_LEVELS, PLAYER_STATUSES, type PlayerProfile, nameInitials } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { ConsentsSection } from './ConsentsSection';
import type { FormProps } from './OverviewTab';
import { ParentsSection } from './ParentsSection';
import { ProfilePhotoControl } from './ProfilePhotoControl';
import { useSetConsentMutation } from './profile-api';
import { ProfileSelect, ProfileText } from './ProfileFields';
import { ReportsList } from '../reports';

export interface TabProps extends FormProps {
  record: PlayerProfile;
  editing: boolean;
  canEdit: boolean;
  isStaff: boolean;
}

/** Identity & Contact: the person, how to reach them, parents and consents. */
export function IdentityTab({ record, editing, canEdit, isStaff, ...form }: TabProps) {
  const props = { ...form, editing };
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ProfileText {...props} field="fullName" label="Full Name" required />
        <ProfileText {...props} field="dateOfBirth" label="Date of Birth" type={editing ? 'date' : 'text'} />
        <ProfileText {...props} field="graduationYear" label="Graduation Year" />
        <ProfileSelect {...props} field="dominantFoot" label="Dominant Foot" options={DOMINANT_FEET} />
        <ProfileText {...props} field="heightCm" label="Height (cm)" />
        <ProfileText {...props} field="weightKg" label="Weight (kg)" />
        <ProfileText {...props} field="playerEmail" label="Player Email" type="email" />
        <ProfileText {...props} field="playerPhone" label="Player Phone" type="tel" />
        <ProfileText {...props} field="school" label="School" />
        <ProfileText {...props} field="gpa" label="GPA" />
        {isStaff && editing ? (
          <Select
            label="Status"
            data={[...PLAYER_STATUSES]}
            value={form.values.status}
            allowDeselect={false}
            onChange={(status) => status && form.onChange({ status })}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
      </SimpleGrid>
      <ProfileText {...props} field="academicInterests" label="Academic Interests" multiline />
      <ParentsSection record={record} {...props} />
      <ConsentsSection record={record} viewer={isStaff ? 'staff' : canEdit ? 'self' : 'none'} />
    </Stack>
  );
}

/** Soccer Context: club, team, league, jersey and bio. */
export function SoccerTab({ editing, values, onChange }: TabProps) {
  const props = { values, onChange, editing };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ProfileText {...props} field="clubName" label="Club Name" />
        <ProfileText {...props} field="teamName" label="Team Name" />
        <ProfileSelect {...props} field="leagueLevel" label="League Level" options={LEAGUE_LEVELS} />
        <ProfileText {...props} field="jerseyNumber" label="Jersey Number" />
      </SimpleGrid>
      <ProfileText {...props} field="bio" label="Bio" multiline />
    </Stack>
  );
}

/**
 * Media & Links: the profile photo (the player and staff change it; it needs the media consent, which
 * can be granted in place), then the way to the player's videos, where the spec showed a placeholder.
 */
export function MediaTab({
  record,
  canEdit,
  isStaff = false,
}: {
  record: PlayerProfile;
  canEdit: boolean;
  isStaff?: boolean;
}) {
  // Only the player who decides their own consents grants in place (staff never grant; a minor's guardian does).
  const grantsInPlace = !isStaff && record.consentDecidedBy === 'player';
  const [setConsent] = useSetConsentMutation();
  const grantMediaConsent = async () => {
    await setConsent({ id: record.id, consent: { consentType: 'media', granted: true } }).unwrap();
  };
  return (
    <Stack gap="lg">
      <Stack gap="sm" align="center" maw={360} mx="auto" data-testid="profile-photo-section">
        <Title order={2} fz="md">
          Profile photo
        </Title>
        <Avatar
          size={128}
          radius={128}
          color="pitch"
          src={record.profilePhotoUrl ?? undefined}
          alt={record.fullName ?? 'Player'}
        >
          {nameInitials(record.fullName)}
        </Avatar>
        {canEdit ? (
          <ProfilePhotoControl
            playerId={record.id}
            hasPhoto={record.profilePhotoUrl !== null}
            grantMediaConsent={grantsInPlace ? grantMediaConsent : undefined}
            visibility="Only the player and coaches see a player's photo."
          />
        ) : record.profilePhotoUrl === null ? (
          <Text size="sm" c="dimmed">
            No photo yet.
          </Text>
        ) : null}
      </Stack>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="md">
          Videos
        </Title>
        <Text c="dimmed">Match and training videos, with the coach's feedback, are in Video Analysis.</Text>
        <Button component={Link} to="/video-analysis" variant="light">
          Open Video Analysis
        </Button>
      </Stack>
    </Stack>
  );
}

/** Staff open this player's roadmap; a player opens their own. */
export function roadmapPathFor(playerId: string, isStaff: boolean): string {
  return isStaff ? `/roadmap?playerId=${encodeURIComponent(playerId)}` : '/roadmap';
}

export function RoadmapTab({ playerId, isStaff }: { playerId: string; isStaff: boolean }) {
  return (
    <Stack gap="sm" align="flex-start" py="sm">
      <Title order={3} fz="md">
        Development roadmap
      </Title>
      <Text c="dimmed">Focus areas, assignments and their progress live on the roadmap.</Text>
      <Button component={Link} to={roadmapPathFor(playerId, isStaff)}>
        View Roadmap
      </Button>
      <ReportsList playerId={isStaff ? playerId : undefined} />
    </Stack>
  );
}
