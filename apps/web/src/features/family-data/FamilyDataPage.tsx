import { Stack } from '@mantine/core';
import { PageHeader } from '../../common/PageHeader';
import { useViewedPlayer } from '../family/use-viewed-player';
import { DeletionSection } from './DeletionSection';
import { ExportSection } from './ExportSection';

/**
 * `/family/:childId/data`: a parent takes a copy of all of their child's data (export) or has it
 * deleted. The family area has already checked the child is theirs ("Child not found" otherwise);
 * each part is its own section component.
 */
export default function FamilyDataPage() {
  const { playerId, name, fullName } = useViewedPlayer();
  if (!playerId) return null;
  return (
    <>
      <PageHeader title={`${fullName}'s data`} subtitle="Take a copy of everything, or ask for it to be deleted." />
      <Stack gap="lg" maw={760}>
        <ExportSection playerId={playerId} playerName={fullName} reader="parent" />
        <DeletionSection playerId={playerId} audience="guardian" name={name} />
      </Stack>
    </>
  );
}
