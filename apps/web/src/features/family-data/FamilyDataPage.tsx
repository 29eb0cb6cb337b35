import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { serverMessageOf } from '../../api/api-error';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { useGetPlayerProfileQuery } from '../profile/profile-api';
import { DeletionSection } from './DeletionSection';

/**
 * `/family/:childId/data`: what a parent can do with all of their child's data. Each part is its own
 * section component (the export section beside this deletion section).
 */
export default function FamilyDataPage() {
  const { childId = '' } = useParams();
  const child = useGetPlayerProfileQuery(childId, { skip: !childId });
  const name = child.data?.fullName?.split(' ')[0] || 'your child';
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={child.data ? `${name}'s data` : 'Your child’s data'}
        subtitle={child.data ? `Take ${name}'s data with you, or have it deleted.` : undefined}
      />
      {child.isLoading ? <Skeleton height={160} radius="lg" /> : null}
      {child.isError ? (
        <LoadErrorAlert
          title="Could not load this child"
          message={serverMessageOf(child.error) ?? 'This child is not on your account.'}
          onRetry={() => void child.refetch()}
        />
      ) : null}
      {child.data ? <DeletionSection playerId={childId} audience="guardian" name={name} /> : null}
    </Stack>
  );
}
