import { Navigate } from 'react-router-dom';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { FullPageLoader } from '../../common/FullPageLoader';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { UsersIcon } from '../../common/icons';
import { useGetFamilyChildrenQuery } from './family-api';

/** `/family`: the first child's home, or how a child gets linked when there is none yet. */
export default function FamilyIndexPage() {
  const children = useGetFamilyChildrenQuery();
  useUnauthorizedRedirect(children.error);

  if (children.isLoading) return <FullPageLoader label="Loading your family" />;
  if (children.isError || !children.data) {
    return (
      <>
        <PageHeader title="Your family" />
        <LoadErrorAlert
          title="Could not load your children"
          message="Something went wrong while loading your family. Please try again."
          onRetry={() => void children.refetch()}
        />
      </>
    );
  }
  const [first] = children.data;
  if (first) return <Navigate to={`/family/${first.playerId}`} replace />;
  return (
    <StatusPanel
      order={1}
      icon={<UsersIcon size={28} />}
      title="No child linked yet"
      message="Your child's club sends you an invitation e-mail when your child, or their coach, adds you as a parent or guardian. Open the link in that e-mail while signed in here, and your child appears on this page. Ask your child or their coach to send the invitation again if you cannot find it."
    />
  );
}
