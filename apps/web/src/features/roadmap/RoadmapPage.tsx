import { ComingSoon } from '../../common/ComingSoon';

export default function RoadmapPage() {
  return (
    <ComingSoon
      title="Your Individual Player Roadmap"
      description="Your roadmap, focus areas and assignments will appear here once this screen is available."
    />
  );
}
