import { Tabs } from '@mantine/core';
import { isStaff } from '@portal/contracts';
import { useCurrentUser } from '../../auth/use-current-user';
import { LockIcon, RoadmapIcon, ShieldIcon, UsersIcon } from '../../common/icons';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { ClubSettingsTab } from '../club/ClubSettingsTab';
import { SquadSwitcher } from '../squads/SquadSwitcher';
import { useSquadFilter } from '../squads/use-squad-filter';
import { PlayerManagementTab } from './PlayerManagementTab';
import { RoadmapManagementTab } from './RoadmapManagementTab';
import { RoleManagement } from './RoleManagement';
import { SquadsTab } from './squads/SquadsTab';

/** /admin: the coach dashboard (spec §2.13) plus role management for administrators. */
export default function AdminPage() {
  const { user } = useCurrentUser();
  const squad = useSquadFilter();
  if (!user || !isStaff(user.role)) {
    return (
      <StatusPanel
        order={1}
        color="red"
        icon={<ShieldIcon size={28} />}
        title="Access Denied"
        message="Only coaches and administrators can access this page."
      />
    );
  }
  const isAdmin = user.role === 'admin';
  return (
    <>
      <PageHeader
        title="Coach Dashboard"
        subtitle="Manage player profiles, roadmaps, and track progress."
        actions={<SquadSwitcher filter={squad} />}
      />
      <Tabs defaultValue="players" keepMounted={false} variant="outline" radius="md">
        <Tabs.List mb="lg">
          <Tabs.Tab value="players" leftSection={<UsersIcon size={16} />}>
            Player Management
          </Tabs.Tab>
          <Tabs.Tab value="roadmaps" leftSection={<RoadmapIcon size={16} />}>
            Roadmap Management
          </Tabs.Tab>
          {isAdmin ? (
            <Tabs.Tab value="squads" leftSection={<UsersIcon size={16} />}>
              Squads
            </Tabs.Tab>
          ) : null}
          {isAdmin ? (
            <Tabs.Tab value="roles" leftSection={<ShieldIcon size={16} />}>
              Users
            </Tabs.Tab>
          ) : null}
          {isAdmin ? (
            <Tabs.Tab value="club" leftSection={<LockIcon size={16} />}>
              Club
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="players">
          <PlayerManagementTab squad={squad} />
        </Tabs.Panel>
        <Tabs.Panel value="roadmaps">
          <RoadmapManagementTab squad={squad} />
        </Tabs.Panel>
        {isAdmin ? (
          <Tabs.Panel value="squads">
            <SquadsTab />
          </Tabs.Panel>
        ) : null}
        {isAdmin ? (
          <Tabs.Panel value="roles">
            <RoleManagement currentUserId={user.id} />
          </Tabs.Panel>
        ) : null}
        {isAdmin ? (
          <Tabs.Panel value="club">
            <ClubSettingsTab />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
