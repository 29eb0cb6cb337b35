import { RoadmapManagement } from './roadmap-management/RoadmapManagement';

/** Coach Dashboard, Roadmap Management tab (spec §2.13). */
export function RoadmapManagementTab() {
  return <RoadmapManagement />;
}
