import { Alert, Button, Card, Divider, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type CurrentUser, isStaff } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { formatMonthYear } from '../../common/dates';
import { InfoIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { roleLabel, userFullName } from '../../common/user-display';
import { UserAvatar } from '../../layout/UserAvatar';
import { OwnProfileFields } from './OwnProfileFields';
import { ProfilePhotoControl } from './ProfilePhotoControl';
import { DeletionSection } from '../family-data/DeletionSection';
import { ConsentsSection } from './ConsentsSection';
import { OWN_CONSENTS_SECTION_ID, OWN_PARENTS_SECTION_ID } from './profile-places';
import {
  useGetOwnPlayerQuery,
  useGetOwnProfileQuery,
  useGetPlayerProfileQuery,
  useLazyGetOwnPlayerQuery,
  useSetConsentMutation,
} from './profile-api';
import { useOwnProfileEditor } from './use-own-profile-editor';
import { OwnDataExport } from '../family-data/OwnDataExport';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" truncate>
        {value || 'Not set'}
      </Text>
    </Group>
  );
}

/** The signed-in user's own photo; a player can grant the media consent it needs in place. */
function OwnPhotoControl({ user }: { user: CurrentUser }) {
  const [getOwnPlayer] = useLazyGetOwnPlayerQuery();
  const [setConsent] = useSetConsentMutation();
  const player = user.role === 'player';
  const grantMediaConsent = async () => {
    const own = await getOwnPlayer().unwrap();
    await setConsent({ id: own.id, consent: { consentType: 'media', granted: true } }).unwrap();
  };
  return (
    <ProfilePhotoControl
      hasPhoto={user.profileImageUrl !== null}
      grantMediaConsent={player ? grantMediaConsent : undefined}
      visibility={player ? 'Only you and your coaches see it.' : 'Everyone signed in to the portal sees it.'}
    />
  );
}

function AccountCard({ user, team, position }: { user: CurrentUser; team?: string | null; position?: string | null }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="account-card">
      <Stack align="center" gap={6}>
        <UserAvatar user={user} size={84} />
        <Title order={2} fz="xl" ta="center">
          {userFullName(user)}
        </Title>
        {user.email ? (
          <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
        ) : null}
        <OwnPhotoControl user={user} />
      </Stack>
      <Divider my="md" />
      <Stack gap="xs">
        <Detail label="Role" value={roleLabel(user.role)} />
        {user.role === 'player' ? (
          <>
            <Detail label="Team" value={team} />
            <Detail label="Position" value={position} />
          </>
        ) : null}
        <Detail label="Member Since" value={formatMonthYear(user.createdAt)} />
      </Stack>
    </Card>
  );
}

function PlayerProfileSetupCard() {
  const [editing, setEditing] = useState(false);
  const editor = useOwnProfileEditor({ skip: false });
  const { query } = editor;
  const actions = editing ? (
    <Group gap="xs">
      <Button
        variant="default"
        onClick={() => {
          editor.reset();
          setEditing(false);
        }}
      >
        Cancel
      </Button>
      <Button loading={editor.saving} onClick={() => void editor.save().then((saved) => saved && setEditing(false))}>
        Save
      </Button>
    </Group>
  ) : (
    <Button onClick={() => setEditing(true)} disabled={!query.data}>
      Edit Profile
    </Button>
  );
  return (
    <Card withBorder radius="lg" padding="lg" id="profile-setup" style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={2} fz="lg">
          Profile Setup
        </Title>
        {actions}
      </Group>
      {!editing ? (
        <Text size="sm" c="dimmed" mb="md">
          Your team, position, jersey number and a parent contact. Choose Edit Profile to change them.
        </Text>
      ) : (
        <Text size="sm" c="dimmed" mb="md">
          Empty fields are saved as not set.
        </Text>
      )}
      {query.isLoading ? (
        <Stack gap="sm" aria-label="Loading profile">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={60} />
        </Stack>
      ) : query.isError ? (
        <LoadErrorAlert title="Your profile could not be loaded" onRetry={() => void query.refetch()} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (editing) void editor.save().then((saved) => saved && setEditing(false));
          }}
        >
          <OwnProfileFields
            values={editor.values}
            errors={editor.errors}
            readOnly={!editing}
            onChange={editor.update}
          />
        </form>
      )}
    </Card>
  );
}

/**
 * The player's own consents, right on /profile (issue 25); other screens link here with
 * /profile#consents (profile-places).
 */
function PlayerConsentsCard() {
  const own = useGetOwnPlayerQuery();
  const record = useGetPlayerProfileQuery(own.data?.id ?? '', { skip: !own.data });
  const error = own.error ?? record.error;
  return (
    <Card withBorder radius="lg" padding="lg" id={OWN_CONSENTS_SECTION_ID} style={{ scrollMarginTop: 80 }}>
      {error ? (
        <LoadErrorAlert
          title="Your consents could not be loaded"
          onRetry={() => void (own.error ? own.refetch() : record.refetch())}
        />
      ) : !record.data ? (
        <Skeleton height={120} aria-label="Loading your consents" />
      ) : (
        <ConsentsSection record={record.data} viewer="self" headingOrder={2} />
      )}
    </Card>
  );
}

function StaffProfileCard() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="xs">
        Profile Setup
      </Title>
      <Alert variant="light" color="blue" icon={<InfoIcon size={20} />} title="No player profile on staff accounts">
        <Text size="sm" mb="sm">
          Coaches and admins keep player records up to date from the Coach Dashboard.
        </Text>
        <Button component={Link} to="/admin" size="xs" variant="light">
          Open the Coach Dashboard
        </Button>
      </Alert>
    </Card>
  );
}

/** The player's sections of /profile, each one click away (the consents sit below the form on a phone). */
function ProfileSections() {
  const sections = [
    { id: 'profile-setup', label: 'Profile Setup' },
    { id: OWN_PARENTS_SECTION_ID, label: 'Parents & Guardians' },
    { id: OWN_CONSENTS_SECTION_ID, label: 'Consents & Permissions' },
    { id: 'data', label: 'Your data' },
  ];
  return (
    <Group component="nav" aria-label="Profile sections" gap="xs" mb="md" wrap="wrap">
      {sections.map((section) => (
        <Button
          key={section.id}
          component={Link}
          to={`#${section.id}`}
          variant="light"
          size="xs"
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {section.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * A link to /profile#section lands on that section once it is on screen (the router does not scroll
 * to fragments, and the sections appear only after their data loads).
 */
function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    // After this render's layout, so the cards above have their final height.
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}

/** /profile (spec §2.12): the account on the left, the own-profile form and the consents on the right. */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  const isPlayer = user?.role === 'player';
  const profile = useGetOwnProfileQuery(undefined, { skip: !isPlayer });
  const ownPlayer = useGetOwnPlayerQuery(undefined, { skip: !isPlayer });
  // The sections' data (cached or on its way), so the page has its final layout before scrolling.
  const consentsRecord = useGetPlayerProfileQuery(ownPlayer.data?.id ?? '', { skip: !ownPlayer.data });
  useScrollToSection(!!user && (!isPlayer || (!!profile.data && !!ownPlayer.data && !!consentsRecord.data)));
  if (!user) return null;
  return (
    <>
      <PageHeader title="Authentication & Player Profile" />
      {isPlayer ? <ProfileSections /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AccountCard user={user} team={profile.data?.team} position={profile.data?.position} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {isPlayer ? <PlayerProfileSetupCard /> : isStaff(user.role) ? <StaffProfileCard /> : null}
            {isPlayer ? <PlayerConsentsCard /> : null}
            {isPlayer && ownPlayer.data ? (
              <div id="data" style={{ scrollMarginTop: 80 }}>
                <DeletionSection playerId={ownPlayer.data.id} audience="player" name={user.firstName ?? 'you'} />
              </div>
            ) : null}
          </Stack>
        </Grid.Col>
        {isPlayer && profile.data ? (
          <Grid.Col span={12} id="data-export">
            <OwnDataExport playerId={profile.data.id} />
          </Grid.Col>
        ) : null}
      </Grid>
    </>
  );
}
