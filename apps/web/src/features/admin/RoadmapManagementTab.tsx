import type { SquadFilter } from '../squads/use-squad-filter';
import { RoadmapManagement } from './roadmap-management/RoadmapManagement';

/** Coach Dashboard, Roadmap Management tab (spec §2.13), for the squad the switcher chose. */
export function RoadmapManagementTab({ squad }: { squad: SquadFilter }) {
  return <RoadmapManagement squad={squad} />;
}
