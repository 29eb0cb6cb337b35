import { ComingSoon } from '../../common/ComingSoon';

export default function AssignmentsPage() {
  return (
    <ComingSoon
      title="Assignments"
      subtitle="Training assignments from your coach."
      description="Assignments are not available yet. This is where you will complete the work your coach sets."
    />
  );
}
