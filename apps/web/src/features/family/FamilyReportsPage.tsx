import { Stack } from '@mantine/core';
import { PageHeader } from '../../common/PageHeader';
import { ReportsList } from '../reports';
import { possessive } from './family-display';
import { useViewedPlayer } from './use-viewed-player';

/** `/family/:childId/reports`: the child's six-weekly reports, each a PDF (also mailed to you). */
export default function FamilyReportsPage() {
  const { playerId, name } = useViewedPlayer();
  return (
    <Stack>
      <PageHeader
        title={`${possessive(name)} reports`}
        subtitle={`A progress report every six weeks from ${possessive(name)} coach.`}
      />
      <ReportsList
        playerId={playerId}
        emptyText={`${possessive(name)} first progress report arrives six weeks after ${name} joined. We e-mail it to you too.`}
      />
    </Stack>
  );
}
