import { Group, Progress, Stack, Text } from '@mantine/core';
import type { UploadProgressState } from './use-video-upload';

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}

function formatSeconds(seconds: number | null): string {
  if (seconds === null) return 'estimating…';
  if (seconds < 60) return `${seconds} s left`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s left`;
}

/** The upload's progress bar with percentage, speed and time left; says when it is retrying. */
export function UploadProgress({ progress }: { progress: UploadProgressState }) {
  if (progress.phase === 'idle') return null;
  const label =
    progress.phase === 'retrying'
      ? `Connection lost. Retrying (${progress.retry} of 4)…`
      : progress.phase === 'failed'
        ? 'Upload failed'
        : progress.phase === 'done'
          ? 'Uploaded'
          : `${progress.percent}%`;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={progress.percent}
        size="lg"
        radius="xl"
        color={progress.phase === 'failed' ? 'red' : progress.phase === 'done' ? 'teal' : undefined}
        aria-label="Upload progress"
        animated={progress.phase === 'uploading'}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} data-testid="upload-percent">
          {label}
        </Text>
        {progress.phase === 'uploading' && (
          <Text size="xs" c="dimmed" data-testid="upload-speed">
            {formatBytes(progress.bytesSent)} of {formatBytes(progress.bytesTotal)} ·{' '}
            {formatBytes(progress.bytesPerSecond)}/s · {formatSeconds(progress.secondsLeft)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
