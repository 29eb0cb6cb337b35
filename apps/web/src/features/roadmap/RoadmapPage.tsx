import { Button, Center } from '@mantine/core';
import { NO_ROADMAP_MESSAGE, adminRowName, isStaff, roadmapHeading, roadmapTabParam } from '@portal/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon, RoadmapIcon } from '../../common/icons';
import { useGetOwnPlayerQuery, useGetPlayerProfileQuery } from '../profile/profile-api';
import { RoadmapView } from './RoadmapView';
import { useGetCurrentRoadmapQuery } from './roadmap-api';

function Spinner() {
  return (
    <Center py="xl">
      <StatusLoader label="Loading roadmap" />
    </Center>
  );
}

/**
 * Spec §2.8: the signed-in player's own record, then their current roadmap. Coaches and admins open a
 * player's roadmap with `/roadmap?playerId=` (the bell, Roadmap Management, the player's profile),
 * see the player's name, and land on `&tab=` (Submitted for a submission).
 */
export default function RoadmapPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const staff = user ? isStaff(user.role) : false;
  const namedPlayer = params.get('playerId');
  const own = useGetOwnPlayerQuery(undefined, { skip: !user || staff });
  const playerId = staff ? namedPlayer : (own.data?.id ?? null);
  const roadmap = useGetCurrentRoadmapQuery(playerId ?? '', { skip: !user || !playerId });
  // Staff read whose roadmap it is; a failed name load still shows the roadmap, as "This player's".
  const player = useGetPlayerProfileQuery(namedPlayer ?? '', { skip: !user || !staff || !namedPlayer });
  useUnauthorizedRedirect(own.error ?? roadmap.error);

  if (userLoading || !user) return <FullPageLoader />;
  if (staff && !namedPlayer) {
    return (
      <>
        <PageHeader title="Player Roadmaps" />
        <StatusPanel
          icon={<InfoIcon size={28} />}
          title="Choose a player"
          message="Open a player's roadmap from the Roadmap Management tab of the Coach Dashboard."
          action={
            <Button component={Link} to="/admin">
              Go to Coach Dashboard
            </Button>
          }
        />
      </>
    );
  }
  if (own.isLoading || roadmap.isLoading || player.isLoading || (!staff && !own.data && !own.error)) {
    return <Spinner />;
  }
  const playerName = staff ? (player.data ? adminRowName(player.data) : '') : null;
  const missing = isApiError(roadmap.error) && roadmap.error.status === 404;
  // A player outside the reader's squads or club answers 404 as an unknown one does ('Player not
  // found'); only a reachable player without a roadmap gets NO_ROADMAP_MESSAGE.
  if (missing && staff && serverMessageOf(roadmap.error) !== NO_ROADMAP_MESSAGE) {
    return (
      <StatusPanel
        order={1}
        icon={<InfoIcon size={28} />}
        title="Player not found"
        message="There is no roadmap here that you can see. Check the link, or choose a player from your list."
        action={
          <Button component={Link} to="/admin">
            Go to Coach Dashboard
          </Button>
        }
      />
    );
  }
  if (missing) {
    return (
      <StatusPanel
        order={1}
        icon={<RoadmapIcon size={28} />}
        title="No Active Roadmap"
        message={
          staff
            ? `${playerName || 'This player'} has no roadmap yet. Create one from the Coach Dashboard.`
            : 'Your coach will create a personalized roadmap for you soon.'
        }
      />
    );
  }
  if (own.error || roadmap.error || !roadmap.data) {
    const failed = own.error ? own : roadmap;
    return (
      <>
        <PageHeader title={staff ? 'Player Roadmaps' : 'Roadmap'} />
        <LoadErrorAlert
          title="Could not load the roadmap"
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      </>
    );
  }
  return (
    <RoadmapView
      // A new link (another player or tab) opens on its own tab.
      key={`${playerId ?? ''}:${params.get('tab') ?? ''}`}
      roadmap={roadmap.data}
      viewer={staff ? 'staff' : 'player'}
      heading={roadmapHeading(playerName)}
      initialTab={roadmapTabParam(params.get('tab'))}
    />
  );
}
