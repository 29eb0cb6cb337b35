import { Card, Text, Title } from '@mantine/core';
import { useGetPlayerProfileQuery } from '../profile/profile-api';
import { ExportSection } from './ExportSection';

/**
 * On a player's own /profile: the export for a player at or over their club's consent age; a younger
 * player is told who can do it for them (the server refuses them too).
 */
export function OwnDataExport({ playerId }: { playerId: string }) {
  const { data } = useGetPlayerProfileQuery(playerId);
  if (!data) return null;
  if (data.consentDecidedBy === 'player')
    return <ExportSection playerId={data.id} playerName={data.fullName ?? 'you'} reader="player" />;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="own-export-heading">
      <Title order={2} size="h3" id="own-export-heading">
        Export all your data
      </Title>
      <Text size="sm" mt="xs">
        Until you are {data.consentAge}, your parent or guardian can download a copy of your data for you.
      </Text>
    </Card>
  );
}
