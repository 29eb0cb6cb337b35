import { Anchor, Stack, Text, Timeline } from '@mantine/core';
import { type AssignmentVersion, assignmentStatusLabel } from '@portal/contracts';
import { viewerDateTime } from '../../common/dates';

function when(iso: string): string {
  return viewerDateTime(iso, { year: false });
}

/** Every submission and coach review of an assignment, oldest first. */
export function AssignmentHistory({ history }: { history: readonly AssignmentVersion[] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No submissions yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} active={history.length}>
      {history.map((version) => (
        <Timeline.Item
          key={version.id}
          title={
            version.kind === 'submission'
              ? 'Evidence submitted'
              : `Coach review: ${assignmentStatusLabel(version.toStatus)}`
          }
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {when(version.createdAt)} · by {version.kind === 'submission' ? 'player' : version.byRole}
            </Text>
            {version.note ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {version.note}
              </Text>
            ) : null}
            {version.link ? (
              <Anchor
                href={version.link}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {version.link}
              </Anchor>
            ) : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
