import { Center } from '@mantine/core';
import { isApiError } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { PageHeader } from '../../common/PageHeader';
import { StatusLoader } from '../../common/StatusLoader';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon, RoadmapIcon } from '../../common/icons';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { RoadmapView } from '../roadmap/RoadmapView';
import { useGetCurrentRoadmapQuery } from '../roadmap/roadmap-api';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

/** `/family/:childId/roadmap`: the child's current roadmap, read-only (no starting or submitting). */
export default function FamilyRoadmapPage() {
  const { playerId = '', name } = useViewedPlayer();
  const roadmap = useGetCurrentRoadmapQuery(playerId, { skip: !playerId });
  useUnauthorizedRedirect(roadmap.error);
  const title = `${possessive(name)} roadmap`;

  if (roadmap.isLoading) {
    return (
      <>
        <PageHeader title={title} />
        <Center py="xl">
          <StatusLoader label={`Loading ${title}`} />
        </Center>
      </>
    );
  }
  if (isApiError(roadmap.error) && roadmap.error.status === 404) {
    return (
      <>
        <PageHeader title={title} />
        <StatusPanel
          icon={<RoadmapIcon size={28} />}
          title="No roadmap yet"
          message={`${possessive(name)} coach has not created a roadmap yet. It will appear here once they do.`}
        />
      </>
    );
  }
  if (roadmap.error || !roadmap.data) {
    return (
      <>
        <PageHeader title={title} />
        <LoadErrorAlert
          title={`Could not load ${title}`}
          message="Something went wrong. Please try again."
          onRetry={() => void roadmap.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <>
            <InfoIcon size={14} /> You are viewing {possessive(name)} roadmap. {name} works on the assignments; you can
            follow along here.
          </>
        }
      />
      <RoadmapView roadmap={roadmap.data} viewer="parent" heading={`${possessive(name)} Individual Player Roadmap`} />
    </>
  );
}
