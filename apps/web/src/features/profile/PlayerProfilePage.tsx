import { Card, Stack, Tabs } from '@mantine/core';
import { isStaff, playerProfileUpdateSchema } from '@portal/contracts';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { InfoIcon } from '../../common/icons';
import { StatusPanel } from '../../common/StatusPanel';
import { submitForm, validateWith } from '../../common/submit';
import { OverviewTab } from './OverviewTab';
import { type PlayerProfileFormValues, playerProfileFormValues, playerProfilePatch } from './player-profile-form';
import { PlayerProfileHeader } from './PlayerProfileHeader';
import { useGetPlayerProfileQuery, useUpdatePlayerProfileMutation } from './profile-api';
import { IdentityTab, MediaTab, RoadmapTab, SoccerTab } from './ProfileTabs';
import { PlayerTrainingSection } from '../training/PlayerTrainingSection';
import { PlayerCallsTab } from '../calls/PlayerCallsTab';
import { DeletionSection } from '../family-data/DeletionSection';
import { ReportsList } from '../reports';
import { ExportSection } from '../family-data/ExportSection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /player/{id} and /players/{id} (spec §2.12). */
export default function PlayerProfilePage() {
  const { id = '' } = useParams();
  // `?tab=reports` opens a tab directly (the staff Reports tab is one click from a player list).
  const [search] = useSearchParams();
  const { user } = useCurrentUser();
  const validId = UUID.test(id);
  const query = useGetPlayerProfileQuery(id, { skip: !user || !validId });
  const [updateProfile, { isLoading: saving }] = useUpdatePlayerProfileMutation();
  const [form, setForm] = useState<PlayerProfileFormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useUnauthorizedRedirect(query.error);

  if (!user) return null;
  if (validId && query.isLoading) return <FullPageLoader label="Loading profile" />;
  // 403 reads as not found too: a player learns nothing about other players' records.
  const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
  if (!validId || missing || (!query.data && !query.error)) {
    return (
      <StatusPanel
        order={1}
        icon={<InfoIcon size={28} />}
        title="Profile Not Found"
        message="The requested player profile could not be found."
      />
    );
  }
  if (!query.data) {
    return (
      <StatusPanel
        order={1}
        color="red"
        icon={<InfoIcon size={28} />}
        title="The profile could not be loaded"
        message={serverMessageOf(query.error) ?? 'Something went wrong while loading this profile.'}
      />
    );
  }

  const record = query.data;
  const staff = isStaff(user.role);
  // The server decides; this mirrors it: coach, admin or the owning player.
  const canEdit = staff || (record.userId !== null && record.userId === user.id);
  const editing = form !== null;
  const values = form ?? playerProfileFormValues(record);
  const onChange = (changes: Partial<PlayerProfileFormValues>) =>
    setForm((current) => ({ ...(current ?? playerProfileFormValues(record)), ...changes }));

  /** What is sent is the form's patch; the contract checks it first, and every message goes under its field. */
  const save = () => {
    const patch = playerProfilePatch(values, staff);
    return submitForm({
      form: { setErrors },
      validate: () => {
        const checked = validateWith(playerProfileUpdateSchema, patch);
        return checked.ok ? { ok: true, request: patch } : checked;
      },
      send: (changes) => updateProfile({ id: record.id, changes }).unwrap(),
      onSuccess: () => setForm(null),
      success: { title: 'Profile updated successfully', message: '', tone: 'success' },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to update profile',
        tone: 'error',
      }),
    });
  };

  const tabProps = { record, editing, canEdit, isStaff: staff, values, onChange, errors };
  return (
    <>
      <PlayerProfileHeader
        record={record}
        canEdit={canEdit}
        isStaff={staff}
        editing={editing}
        saving={saving}
        onEdit={() => setForm(playerProfileFormValues(record))}
        onCancel={() => {
          setForm(null);
          setErrors({});
        }}
        onSave={() => void save()}
      />
      <Card withBorder radius="lg" padding="lg">
        <Tabs defaultValue={search.get('tab') ?? 'overview'} keepMounted={false}>
          <Tabs.List mb="lg" style={{ flexWrap: 'wrap' }}>
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="identity">Identity &amp; Contact</Tabs.Tab>
            <Tabs.Tab value="soccer">Soccer Context</Tabs.Tab>
            <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
            <Tabs.Tab value="media">Media &amp; Links</Tabs.Tab>
            <Tabs.Tab value="roadmap">Roadmap</Tabs.Tab>
            {staff ? <Tabs.Tab value="reports">Reports</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="overview">
            <OverviewTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="identity">
            <IdentityTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="soccer">
            <SoccerTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="schedule">
            <PlayerCallsTab playerId={staff ? record.id : undefined} />
          </Tabs.Panel>
          <Tabs.Panel value="media">
            <MediaTab record={record} canEdit={canEdit} isStaff={staff} />
          </Tabs.Panel>
          <Tabs.Panel value="roadmap">
            <RoadmapTab playerId={record.id} isStaff={staff} />
          </Tabs.Panel>
          {staff ? (
            <Tabs.Panel value="reports">
              <ReportsList playerId={record.id} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Card>
      {staff ? <PlayerTrainingSection playerId={record.id} playerName={record.fullName ?? 'This player'} /> : null}
      {user.role === 'admin' ? (
        <Stack mt="lg" gap="lg">
          <ExportSection playerId={record.id} playerName={record.fullName ?? 'this player'} reader="staff" />
          <DeletionSection
            playerId={record.id}
            audience="admin"
            name={record.fullName?.split(' ')[0] || 'this player'}
          />
        </Stack>
      ) : null}
    </>
  );
}
