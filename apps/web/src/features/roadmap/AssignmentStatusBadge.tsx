import { Badge } from '@mantine/core';
import { assignmentReading, assignmentStatusColor, assignmentStatusLabel } from '@portal/contracts';
import classes from './StatusBadge.module.css';

/** A badge whose whole text is always readable: it wraps rather than cutting its words. */
export function StatusBadge({
  label,
  color,
  variant = 'light',
  testId,
}: {
  label: string;
  color: string;
  variant?: 'light' | 'filled';
  testId?: string;
}) {
  return (
    <Badge color={color} variant={variant} classNames={classes} data-testid={testId}>
      {label}
    </Badge>
  );
}

/**
 * An assignment's status: the roadmap model's label (spec §4: Submitted, Needs Changes…) or, on the
 * simple pages, the simple reading's (Awaiting review, Approved…), both from the one reading table.
 */
export function AssignmentStatusBadge({
  status,
  reading = 'roadmap',
}: {
  status: string | null | undefined;
  reading?: 'roadmap' | 'simple';
}) {
  if (reading === 'simple') {
    const { simpleBadge } = assignmentReading(status);
    return <StatusBadge label={simpleBadge.label} color={simpleBadge.color} testId="status-badge" />;
  }
  return (
    <StatusBadge label={assignmentStatusLabel(status)} color={assignmentStatusColor(status)} testId="status-badge" />
  );
}
