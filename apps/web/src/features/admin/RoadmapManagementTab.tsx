import { Alert } from '@mantine/core';
import { InfoIcon } from '../../common/icons';

/**
 * Coach Dashboard, Roadmap Management tab (spec §2.13). A placeholder: the roadmap feature
 * replaces this file's content.
 */
export function RoadmapManagementTab() {
  return (
    <Alert variant="light" color="blue" radius="lg" icon={<InfoIcon size={20} />} title="Roadmap Management">
      Creating roadmaps and assignments for players will be possible here.
    </Alert>
  );
}
