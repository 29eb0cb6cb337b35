import { Badge } from '@mantine/core';
import { assignmentStatusColor, assignmentStatusLabel } from '@portal/contracts';

export function AssignmentStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge color={assignmentStatusColor(status)} variant="light" data-testid="status-badge">
      {assignmentStatusLabel(status)}
    </Badge>
  );
}
