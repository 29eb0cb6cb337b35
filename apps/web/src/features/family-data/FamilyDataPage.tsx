import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { isApiError, serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { FullPageLoader } from '../../common/FullPageLoader';
import { InfoIcon } from '../../common/icons';
import { PageHeader } from '../../common/PageHeader';
import { StatusPanel } from '../../common/StatusPanel';
import { useGetPlayerProfileQuery } from '../profile/profile-api';
import { ExportSection } from './ExportSection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /family/:childId/data: a parent takes their child's data with them (export) or has it deleted
 * (the deletion section is added beside the export one, each in its own file).
 */
export default function FamilyDataPage() {
  const { childId = '' } = useParams();
  const { user } = useCurrentUser();
  const validId = UUID.test(childId);
  const child = useGetPlayerProfileQuery(childId, { skip: !user || !validId });
  useUnauthorizedRedirect(child.error);

  if (!user) return null;
  if (validId && child.isLoading) return <FullPageLoader label="Loading your child's details" />;
  const missing = isApiError(child.error) && (child.error.status === 404 || child.error.status === 403);
  if (!validId || missing) {
    return (
      <StatusPanel
        order={1}
        icon={<InfoIcon size={28} />}
        title="Child not found"
        message="We could not find this child in your family. Choose a child from the menu."
      />
    );
  }
  if (!child.data) {
    return (
      <StatusPanel
        order={1}
        color="red"
        icon={<InfoIcon size={28} />}
        title="Your child's details could not be loaded"
        message={serverMessageOf(child.error) ?? 'Something went wrong. Please try again.'}
      />
    );
  }
  const name = child.data.fullName ?? 'your child';
  return (
    <>
      <PageHeader title={`${name}'s data`} subtitle="Take a copy of everything, or ask for it to be deleted." />
      <Stack gap="lg">
        <ExportSection playerId={child.data.id} playerName={name} reader="parent" />
      </Stack>
    </>
  );
}
