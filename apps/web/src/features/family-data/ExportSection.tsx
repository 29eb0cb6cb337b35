import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { submitForm } from '../../common/submit';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import {
  EXPORT_POLL_MS,
  type ExportReader,
  exportIntro,
  exportStatusText,
  isExportFinished,
} from './export-section.rules';
import { useGetDataExportQuery, useRequestDataExportMutation } from './family-data-api';

const storageKey = (playerId: string) => `portal.dataExport.${playerId}`;

export interface ExportSectionProps {
  playerId: string;
  /** The player's name, as the reader knows them. */
  playerName: string;
  reader: ExportReader;
}

/**
 * "Export all data" (issue 25): asks for the ZIP, shows its progress (polling the status), then a
 * download button. The export in progress is remembered for this browser tab, so a reload keeps it.
 */
export function ExportSection({ playerId, playerName, reader }: ExportSectionProps) {
  const [exportId, setExportId] = useState<string | null>(() => sessionStorage.getItem(storageKey(playerId)));
  const [requestExport, request] = useRequestDataExportMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const status = useGetDataExportQuery(exportId ?? '', {
    skip: !exportId,
    pollingInterval: finished ? 0 : EXPORT_POLL_MS,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    setFinished(isExportFinished(status.data?.status));
  }, [status.data?.status]);

  useEffect(() => {
    setExportId(sessionStorage.getItem(storageKey(playerId)));
  }, [playerId]);

  const start = () => {
    setRefusal(null);
    return submitForm({
      validate: () => ({ ok: true, request: playerId }),
      send: (id) => requestExport(id).unwrap(),
      onSuccess: (created) => {
        sessionStorage.setItem(storageKey(playerId), created.exportId);
        setFinished(false);
        setExportId(created.exportId);
      },
      // No success toast: the section itself says the ZIP is being prepared, and a toast would sit
      // over the download link it then shows.
      failure: (error) => {
        const message = serverMessageOf(error) ?? 'The export could not be started. Please try again.';
        setRefusal(message);
        return { title: 'Export not started', message, tone: 'error' };
      },
    });
  };

  const data = exportId ? status.data : undefined;
  const canAskAgain = !data || data.status === 'failed' || data.status === 'expired';
  const headingId = `export-heading-${playerId}`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid="export-section"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {reader === 'player' ? 'Export all your data' : `Export all of ${playerName}'s data`}
        </Title>
        <Text size="sm">{exportIntro(reader, playerName)}</Text>
        {refusal ? (
          <Alert color="red" variant="light" role="alert" title="Export not started">
            {refusal}
          </Alert>
        ) : null}
        {exportId && status.isError && !data ? (
          <LoadErrorAlert
            title="Could not load the export's status"
            message={serverMessageOf(status.error)}
            onRetry={() => void status.refetch()}
          />
        ) : null}
        {exportId && status.isLoading ? <Text size="sm">Checking the export…</Text> : null}
        {data ? (
          <Stack gap={6} data-testid="export-status">
            <Progress.Root size="lg">
              <Progress.Section
                value={data.progress}
                aria-label={`Export progress for ${playerName}`}
                color={data.status === 'failed' ? 'red' : undefined}
                animated={data.status === 'running' || data.status === 'queued'}
              />
            </Progress.Root>
            <Text size="sm" role="status" aria-live="polite">
              {exportStatusText(data)}
            </Text>
          </Stack>
        ) : null}
        <Group gap="sm">
          {data?.status === 'ready' && data.downloadUrl ? (
            <Button component="a" href={data.downloadUrl} download data-testid="export-download">
              Download the ZIP file
            </Button>
          ) : null}
          {canAskAgain ? (
            <Button
              variant={data?.status === 'ready' ? 'light' : 'filled'}
              onClick={() => void start()}
              loading={request.isLoading}
              data-testid="export-start"
            >
              Export all data
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
