import { ComingSoon } from '../../common/ComingSoon';

export default function VideoAnalysisPage() {
  return (
    <ComingSoon
      title="Video Analysis"
      subtitle="Upload game clips and training videos for expert analysis and feedback."
      description="Video analysis is not available yet."
    />
  );
}
