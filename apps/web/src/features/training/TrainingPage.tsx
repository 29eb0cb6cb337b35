import { ComingSoon } from '../../common/ComingSoon';

export default function TrainingPage() {
  return (
    <ComingSoon
      title="Training Log"
      subtitle="Track your training sessions, games, and wellness."
      description="Training logging is not available yet."
    />
  );
}
