import { Box, Select, Text } from '@mantine/core';
import { squadDisplayName } from './squad-filter';
import type { SquadFilter } from './use-squad-filter';

const ALL = 'all';

/**
 * Staff only: picks the squad every list on the page shows (kept in the URL as `?squad=`). A coach
 * sees the squads they coach, an admin every squad of the club; players never see it.
 */
export function SquadSwitcher({ filter }: { filter: SquadFilter }) {
  if (!filter.enabled) return null;
  const data = [
    { value: ALL, label: filter.allLabel },
    ...filter.squads.map((squad) => ({ value: squad.id, label: squadDisplayName(squad) })),
  ];
  return (
    <Box w={{ base: '100%', sm: 'auto' }}>
      <Select
        label="Squad"
        data={data}
        value={filter.squadId ?? ALL}
        onChange={(value) => filter.setSquadId(!value || value === ALL ? null : value)}
        allowDeselect={false}
        disabled={filter.squadsLoading}
        placeholder={filter.squadsLoading ? 'Loading squads…' : undefined}
        comboboxProps={{ withinPortal: true }}
        w={{ base: '100%', sm: 260 }}
        data-testid="squad-switcher"
      />
      {filter.squadsError ? (
        <Text size="xs" c="red.9" mt={4}>
          Squads could not be loaded; showing all your players.
        </Text>
      ) : null}
    </Box>
  );
}
