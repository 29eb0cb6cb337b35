import { Button } from '@mantine/core';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { FullPageLoader } from '../../common/FullPageLoader';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { StatusPanel } from '../../common/StatusPanel';
import { InfoIcon } from '../../common/icons';
import { useGetFamilyChildrenQuery } from './family-api';

/**
 * `/family/:childId/*`: the child must be one of the parent's; any other id (another family's
 * child, a made-up one) is not found, as the server answers too. The child's pages render below.
 */
export default function FamilyArea() {
  const { childId } = useParams<{ childId: string }>();
  const children = useGetFamilyChildrenQuery();
  useUnauthorizedRedirect(children.error);

  if (children.isLoading) return <FullPageLoader label="Loading your family" />;
  if (children.isError || !children.data) {
    return (
      <LoadErrorAlert
        title="Could not load your children"
        message="Something went wrong while loading your family. Please try again."
        onRetry={() => void children.refetch()}
      />
    );
  }
  if (!children.data.some((child) => child.playerId === childId)) {
    return (
      <StatusPanel
        order={1}
        color="gray"
        icon={<InfoIcon size={28} />}
        title="Child not found"
        message="This page belongs to a child who is not linked to your account. Check the link, or choose one of your children."
        action={
          <Button component={Link} to="/family">
            Go to your family
          </Button>
        }
      />
    );
  }
  return <Outlet />;
}
